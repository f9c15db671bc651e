import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client.ts';
import { ActivityList } from '../../../ui/activity-list.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QuickActions } from '../../../ui/quick-actions.tsx';
import { Count, StatCards } from '../../../ui/stat-cards.tsx';
import { useSession } from '../../auth/session.tsx';
import { dashboardStatsQuery, recentActivitiesQuery, type DashboardStats } from '../api/analytics-api.ts';
import { ReportGenerator } from '../components/report-generator.tsx';
import { SystemStatus } from '../components/system-status.tsx';
import { TaskQueueStatus } from '../../task-queue/components/task-queue-status.tsx';
import '../analytics.css';

const ADMIN_LINKS = [
  { to: '/admin/users', label: 'Manage Users', description: 'Activate, deactivate and change roles of accounts.' },
  { to: '/admin/jobs', label: 'Manage Jobs', description: 'Check postings and take down what breaks the rules.' },
  { to: '/admin/applications', label: 'All Applications', description: 'Follow every application on the platform.' },
  { to: '/admin/analytics', label: 'View Analytics', description: 'Growth, jobs, applications and platform performance.' },
];

const week = (n: number) => `+${n.toLocaleString()} this week`;

function Stats({ stats }: { stats: DashboardStats }) {
  return (
    <StatCards
      items={[
        { label: 'Total Users', value: <Count value={stats.totalUsers} />, note: week(stats.newUsersThisWeek), to: '/admin/users' },
        { label: 'Active Jobs', value: <Count value={stats.totalJobs} />, note: week(stats.newJobsThisWeek), to: '/admin/jobs?status=active' },
        { label: 'Applications', value: <Count value={stats.totalApplications} />, note: week(stats.newApplicationsThisWeek), to: '/admin/applications' },
        { label: 'Employers', value: <Count value={stats.totalEmployers} />, note: week(stats.newEmployersThisWeek), to: '/admin/users?role=employer' },
      ]}
    />
  );
}

/** /admin: the admin dashboard. */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const stats = useQuery(dashboardStatsQuery());
  const activities = useQuery(recentActivitiesQuery());

  return (
    <div className="admin-dashboard stack">
      <div className="page-header">
        <PageHeading title="Admin Dashboard">Admin Dashboard</PageHeading>
      </div>
      <p className="page-subtitle">Welcome back, {user?.first_name?.trim() || 'Admin'}! Here is what is happening on the platform.</p>

      <section aria-labelledby="platform-stats-title">
        <h2 id="platform-stats-title">Platform statistics</h2>
        {stats.data ? (
          <Stats stats={stats.data} />
        ) : stats.isError ? (
          <LoadError level="h3" title="Error Loading Analytics" message={messageOf(stats.error, 'The statistics could not be loaded.')} onRetry={() => void stats.refetch()} />
        ) : (
          <Loading label="Loading statistics..." />
        )}
      </section>

      <QuickActions actions={ADMIN_LINKS} />

      <div className="analytics-columns">
        <section aria-labelledby="recent-activities-title" className="card">
          <h2 id="recent-activities-title">Recent Activities</h2>
          {activities.data ? (
            <ActivityList items={activities.data.map((a) => ({ icon: a.icon, text: a.description, time: a.timestamp }))} empty="No recent activities to display" />
          ) : activities.isError ? (
            <LoadError level="h3" message={messageOf(activities.error, 'Recent activities could not be loaded.')} onRetry={() => void activities.refetch()} />
          ) : (
            <Loading label="Loading recent activities..." />
          )}
        </section>
        <div className="stack">
          <SystemStatus />
          <TaskQueueStatus />
          <ReportGenerator />
        </div>
      </div>
    </div>
  );
}
