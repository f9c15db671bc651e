import type { AdminAnalytics } from '@jobboard/contracts/analytics';
import { ActivityList } from '../../../ui/activity-list.tsx';
import { Count, StatCards } from '../../../ui/stat-cards.tsx';

/** The platform's totals and latest activity for an administrator's dashboard. */
export function AdminOverview({ data }: { data: AdminAnalytics }) {
  return (
    <>
      <section aria-labelledby="overview-title">
        <h2 id="overview-title">Platform overview</h2>
        <StatCards
          items={[
            { label: 'Total Users', value: <Count value={data.totalUsers} />, to: '/admin/users' },
            { label: 'Active Jobs', value: <Count value={data.activeJobs} />, to: '/admin/jobs?status=active' },
            { label: 'Total Applications', value: <Count value={data.totalApplications} />, to: '/admin/applications' },
            { label: 'Total Companies', value: <Count value={data.totalCompanies} />, to: '/admin/users?role=employer' },
          ]}
        />
      </section>
      <section aria-labelledby="recent-activity-title" className="card">
        <h2 id="recent-activity-title">Recent Activity</h2>
        <ActivityList items={data.recentActivity} empty="No recent activities to display" />
      </section>
    </>
  );
}
