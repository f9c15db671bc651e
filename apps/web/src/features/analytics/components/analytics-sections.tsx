import type { ReactNode } from 'react';
import type { AdminAnalytics } from '@jobboard/contracts/analytics';
import { shortNumber } from '@jobboard/contracts/analytics-options';
import { ActivityList } from '../../../ui/activity-list.tsx';
import { BarChart } from '../../../ui/bar-chart.tsx';
import { Change, Count, StatCards, type StatItem } from '../../../ui/stat-cards.tsx';
import type { ApplicationMetrics, JobStats, UserGrowth } from '../api/analytics-api.ts';
import { daysText, decimalText, minutesText, msText, percentText, uptimeText } from '../analytics-format.ts';

function Section({ id, title, figures, children }: { id: string; title: string; figures: StatItem[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card analytics-section">
      <h2 id={id}>{title}</h2>
      <StatCards items={figures} />
      {children ? <div className="analytics-charts">{children}</div> : null}
    </section>
  );
}

/** Total Users, Active Jobs, Applications and Conversion Rate, each against the previous period. */
export function KeyMetrics({ data, period }: { data: AdminAnalytics; period: string }) {
  return (
    <section aria-labelledby="key-metrics-title">
      <h2 id="key-metrics-title">Key metrics</h2>
      <StatCards
        items={[
          { label: 'Total Users', value: <Count value={data.totalUsers} />, note: <Change value={data.userGrowth} period={period} />, to: '/admin/users' },
          { label: 'Active Jobs', value: <Count value={data.activeJobs} />, note: <Change value={data.jobGrowth} period={period} />, to: '/admin/jobs?status=active' },
          { label: 'Applications', value: <Count value={data.totalApplications} />, note: <Change value={data.applicationGrowth} period={period} />, to: '/admin/applications' },
          { label: 'Conversion Rate', value: percentText(data.conversionRate), note: <Change value={data.conversionChange} period={period} /> },
        ]}
      />
    </section>
  );
}

export function UserAnalytics({ data, growth }: { data: AdminAnalytics; growth: UserGrowth | undefined }) {
  return (
    <Section
      id="user-analytics-title"
      title="User analytics"
      figures={[
        { label: 'New Users', value: <Count value={data.newUsers} /> },
        { label: 'Active Users', value: <Count value={data.activeUsers} />, note: 'Signed in during the period' },
        { label: 'Retention Rate', value: percentText(data.retentionRate) },
        { label: 'Avg. Session Duration', value: minutesText(data.avgSessionDuration) },
      ]}
    >
      <BarChart title="New users, newest first" unit="New users" points={growth?.growth ?? []} format={shortNumber} />
      <BarChart title="Users by role" unit="Users" points={growth?.byRole ?? []} format={shortNumber} />
    </Section>
  );
}

export function JobAnalytics({ data, jobs }: { data: AdminAnalytics; jobs: JobStats | undefined }) {
  return (
    <Section
      id="job-analytics-title"
      title="Job analytics"
      figures={[
        { label: 'Jobs Posted', value: <Count value={data.jobsPosted} /> },
        { label: 'Avg. Applications per Job', value: decimalText(data.avgApplicationsPerJob) },
        { label: 'Job Completion Rate', value: percentText(data.jobCompletionRate), note: 'Jobs posted in the period that made a hire' },
      ]}
    >
      <BarChart title="Job postings, newest first" unit="Jobs posted" points={jobs?.postings ?? []} format={shortNumber} />
      <BarChart title="Top categories" unit="Jobs" points={jobs?.topCategories ?? data.topCategories} format={shortNumber} />
      <BarChart title="Jobs by type" unit="Jobs" points={jobs?.byType ?? []} format={shortNumber} />
    </Section>
  );
}

export function ApplicationAnalytics({ data, metrics }: { data: AdminAnalytics; metrics: ApplicationMetrics | undefined }) {
  return (
    <Section
      id="application-analytics-title"
      title="Application analytics"
      figures={[
        { label: 'Applications This Period', value: <Count value={data.applicationsThisPeriod} /> },
        { label: 'Hiring Success Rate', value: percentText(data.hiringSuccessRate), note: 'Hires among decided applications' },
        { label: 'Avg. Time to Hire', value: daysText(data.avgTimeToHire) },
        { label: 'Application Quality Score', value: percentText(data.applicationQualityScore), note: 'Moved past Applied by an employer' },
      ]}
    >
      <BarChart title="Applications submitted, newest first" unit="Applications" points={metrics?.submissions ?? []} format={shortNumber} />
      <BarChart title="Application status breakdown" unit="Applications" points={metrics?.statusBreakdown ?? []} format={shortNumber} />
    </Section>
  );
}

/** The running server's own measurements over its rolling window; no survey exists for satisfaction. */
export function PlatformPerformance({ data }: { data: AdminAnalytics }) {
  return (
    <Section
      id="platform-performance-title"
      title="Platform performance"
      figures={[
        { label: 'Uptime', value: uptimeText(data.uptime), note: 'Since the server last started' },
        { label: 'Avg. Response Time', value: msText(data.avgResponseTime), note: 'Last 5 minutes' },
        { label: 'p95 Response Time', value: msText(data.p95ResponseTime), note: '95% of requests were faster' },
        { label: 'Error Rate', value: data.errorRate === null ? 'Not measured yet' : percentText(data.errorRate), note: 'Server errors, last 5 minutes' },
        { label: 'User Satisfaction', value: data.userSatisfaction === null ? 'Not measured' : `${data.userSatisfaction.toFixed(1)}/5` },
      ]}
    />
  );
}

export function RecentActivity({ data }: { data: AdminAnalytics }) {
  return (
    <section aria-labelledby="analytics-activity-title" className="card">
      <h2 id="analytics-activity-title">Recent activity</h2>
      <ActivityList items={data.recentActivity} empty="No recent activities to display" />
    </section>
  );
}
