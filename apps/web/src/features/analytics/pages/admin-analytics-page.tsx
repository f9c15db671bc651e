import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, type AnalyticsRange } from '@jobboard/contracts/analytics-options';
import { messageOf } from '../../../lib/api-client.ts';
import { SelectField } from '../../../ui/form-fields.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import { adminAnalyticsQuery, applicationMetricsQuery, jobStatsQuery, userGrowthQuery } from '../api/analytics-api.ts';
import { ApplicationAnalytics, JobAnalytics, KeyMetrics, PlatformPerformance, RecentActivity, UserAnalytics } from '../components/analytics-sections.tsx';
import '../analytics.css';

const PREVIOUS: Record<AnalyticsRange, string> = { '7d': 'previous 7 days', '30d': 'previous 30 days', '90d': 'previous 90 days', '1y': 'previous year' };

/** The range kept in the URL (?range=7d); anything else is the default 30 days. */
function rangeOf(params: URLSearchParams): AnalyticsRange {
  const value = params.get('range');
  return (ANALYTICS_RANGES as readonly string[]).includes(value ?? '') ? (value as AnalyticsRange) : '30d';
}

/** /admin/analytics, refetched every 5 minutes. */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const [changed, setChanged] = useState(false);
  const admin = useQuery(adminAnalyticsQuery(range));
  const growth = useQuery(userGrowthQuery(range));
  const jobs = useQuery(jobStatsQuery(range));
  const metrics = useQuery(applicationMetricsQuery(range));
  const all = [admin, growth, jobs, metrics];
  const updating = all.some((q) => q.isPlaceholderData || (q.isFetching && q.data === undefined));
  const failed = all.find((q) => q.isError && q.data === undefined);
  const announcement = useAnnouncement(changed && !updating && admin.data ? `Showing analytics for ${ANALYTICS_RANGE_LABELS[range].toLowerCase()}` : '', range);

  const onRange = (value: string) => {
    setChanged(true);
    const next = new URLSearchParams(params);
    if (value === '30d') next.delete('range');
    else next.set('range', value);
    setParams(next, { state: KEEP_FOCUS });
  };

  let body: React.ReactNode;
  if (failed) {
    body = <LoadError title="Error Loading Analytics" message={messageOf(failed.error, 'The analytics could not be loaded. Please try again.')} onRetry={() => all.forEach((q) => void q.refetch())} />;
  } else if (!admin.data) {
    body = <Loading label="Loading analytics..." />;
  } else {
    const data = admin.data;
    body = (
      <>
        <KeyMetrics data={data} period={PREVIOUS[range]} />
        <UserAnalytics data={data} growth={growth.data} />
        <JobAnalytics data={data} jobs={jobs.data} />
        <ApplicationAnalytics data={data} metrics={metrics.data} />
        <PlatformPerformance data={data} />
        <RecentActivity data={data} />
      </>
    );
  }

  return (
    <div className="admin-analytics stack">
      <div className="analytics-toolbar">
        <PageHeading title="Analytics">Analytics</PageHeading>
        <SelectField label="Time range" value={range} onChange={(e) => onRange(e.target.value)}>
          {ANALYTICS_RANGES.map((r) => (
            <option key={r} value={r}>
              {ANALYTICS_RANGE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="page-subtitle">How the platform is used, from its own data. Figures update every 5 minutes.</p>
      <p aria-live="polite" aria-atomic="true" className={updating && admin.data ? 'muted' : 'visually-hidden'}>
        {updating && admin.data ? 'Updating...' : announcement}
      </p>
      <div className="stack" aria-busy={updating || undefined}>
        {body}
      </div>
    </div>
  );
}
