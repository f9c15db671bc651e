import { queryOptions } from '@tanstack/react-query';
import type { AdminAnalytics, ApplicantDashboard, EmployerDashboard } from '@jobboard/contracts/analytics';
import type { Role } from '@jobboard/contracts/roles';
import { apiFetch } from '../../../lib/api-client.ts';

export const DASHBOARD_KEY = ['analytics', 'dashboard'] as const;
/** Dashboard data stays fresh for 5 minutes (docs/architecture.md#web-client). */
export const DASHBOARD_STALE_TIME = 5 * 60_000;

type Answer<T> = { success: true; data: T };
export type DashboardData = { applicant: ApplicantDashboard; employer: EmployerDashboard; admin: AdminAnalytics };

const PATHS: Record<Role, string> = {
  applicant: '/v1/analytics/applicant',
  employer: '/v1/analytics/employer',
  admin: '/v1/analytics/admin',
};

/** GET /v1/analytics/{role}: the figures of the signed-in user's dashboard. */
export const dashboardQuery = <R extends Role>(role: R) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, role],
    queryFn: ({ signal }) => apiFetch<Answer<DashboardData[R]>>(PATHS[role], { signal }).then((a) => a.data),
    staleTime: DASHBOARD_STALE_TIME,
  });
