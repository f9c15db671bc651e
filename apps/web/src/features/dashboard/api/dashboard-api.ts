import { queryOptions } from '@tanstack/react-query';
import type { AdminAnalytics, ApplicantDashboard, EmployerDashboard } from '@jobboard/contracts/analytics';
import type { Role } from '@jobboard/contracts/roles';
import { api } from '../../../lib/api-client.ts';

export const DASHBOARD_KEY = ['analytics', 'dashboard'] as const;
/** Dashboard data stays fresh for 5 minutes (docs/architecture.md#web-client). */
export const DASHBOARD_STALE_TIME = 5 * 60_000;

export type DashboardData = { applicant: ApplicantDashboard; employer: EmployerDashboard; admin: AdminAnalytics };

const FETCH: { [R in Role]: (signal: AbortSignal) => Promise<DashboardData[R]> } = {
  applicant: (signal) => api.get('/v1/analytics/applicant', { signal }).then((a) => a.data),
  employer: (signal) => api.get('/v1/analytics/employer', { signal }).then((a) => a.data),
  admin: (signal) => api.get('/v1/analytics/admin', { signal }).then((a) => a.data),
};

/** GET /v1/analytics/{role}: the figures of the signed-in user's dashboard. */
export const dashboardQuery = <R extends Role>(role: R) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, role],
    queryFn: ({ signal }) => FETCH[role](signal) as Promise<DashboardData[R]>,
    staleTime: DASHBOARD_STALE_TIME,
  });
