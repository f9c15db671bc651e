import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminAnalytics,
  AnalyticsRange,
  ApplicationMetricsSchema,
  DashboardStatsSchema,
  JobStatsSchema,
  RecentActivitySchema,
  SystemStatusSchema,
  UserGrowthSchema,
} from '@jobboard/contracts/analytics';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

export const ANALYTICS_KEY = ['analytics', 'admin-pages'] as const;
/** Analytics are refetched every 5 minutes (docs/architecture.md#web-client); dashboard stats stay fresh as long. */
export const ANALYTICS_REFRESH = 5 * 60_000;
/** Recent activities stay fresh for 2 minutes. */
const ACTIVITIES_STALE_TIME = 2 * 60_000;

export type UserGrowth = z.infer<typeof UserGrowthSchema>;
export type JobStats = z.infer<typeof JobStatsSchema>;
export type ApplicationMetrics = z.infer<typeof ApplicationMetricsSchema>;
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export type RecentActivity = z.infer<typeof RecentActivitySchema>;
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** One of the admin analytics calls for a range, refetched every 5 minutes while the page is open. */
const ranged = <T>(name: string, range: AnalyticsRange, get: (query: string, signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, name, range],
    queryFn: ({ signal }) => get(`time_range=${range}`, signal),
    staleTime: ANALYTICS_REFRESH,
    refetchInterval: ANALYTICS_REFRESH,
    // The previous range's figures stay on screen while the new range loads.
    placeholderData: keepPreviousData,
  });

export const adminAnalyticsQuery = (range: AnalyticsRange) =>
  ranged<AdminAnalytics>('admin', range, (query, signal) => api.get('/v1/analytics/admin', { query, signal }).then((a) => a.data));
export const userGrowthQuery = (range: AnalyticsRange) =>
  ranged<UserGrowth>('user-growth', range, (query, signal) => api.get('/v1/analytics/user-growth', { query, signal }).then((a) => a.data));
export const jobStatsQuery = (range: AnalyticsRange) =>
  ranged<JobStats>('job-stats', range, (query, signal) => api.get('/v1/analytics/job-stats', { query, signal }).then((a) => a.data));
export const applicationMetricsQuery = (range: AnalyticsRange) =>
  ranged<ApplicationMetrics>('application-metrics', range, (query, signal) =>
    api.get('/v1/analytics/application-metrics', { query, signal }).then((a) => a.data),
  );

/** GET /v1/analytics/dashboard-stats. */
export const dashboardStatsQuery = () =>
  queryOptions<DashboardStats>({
    queryKey: [...ANALYTICS_KEY, 'dashboard-stats'],
    queryFn: ({ signal }) => api.get('/v1/analytics/dashboard-stats', { signal }).then((a) => a.data),
    staleTime: ANALYTICS_REFRESH,
  });

/** GET /v1/analytics/recent-activities. */
export const recentActivitiesQuery = () =>
  queryOptions<RecentActivity[]>({
    queryKey: [...ANALYTICS_KEY, 'recent-activities'],
    queryFn: ({ signal }) => api.get('/v1/analytics/recent-activities', { signal }).then((a) => a.data.activities),
    staleTime: ACTIVITIES_STALE_TIME,
  });

/** GET /v1/analytics/system-status: a live check, so it is never considered fresh for long. */
export const systemStatusQuery = () =>
  queryOptions<SystemStatus>({
    queryKey: [...ANALYTICS_KEY, 'system-status'],
    queryFn: ({ signal }) => api.get('/v1/analytics/system-status', { signal }).then((a) => a.data),
    staleTime: 30_000,
  });

/**
 * GET /v1/analytics/report?time_range=: fetched with the bearer token (a plain link could not
 * carry it), then saved through an object URL under the server's file name.
 */
export function downloadReport(range: AnalyticsRange): Promise<string> {
  return downloadFile(`/v1/analytics/report?time_range=${range}`, `analytics_report_${range}_${new Date().toISOString().slice(0, 10)}.csv`);
}
