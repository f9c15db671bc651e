import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import type { MyApplication } from '@jobboard/contracts/applications';
import type { AccommodationRequestBody } from '@jobboard/contracts/accommodation-requests';
import type { Pagination } from '@jobboard/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

// NOTE: type-only imports from the zod contracts: job detail (a public page) applies and withdraws through here.

export const APPLICATIONS_KEY = ['applications'] as const;
/** Applications stay fresh for 2 minutes (docs/architecture.md#web-client). */
const APPLICATIONS_STALE_TIME = 2 * 60_000;
const JOBS_KEY = ['jobs'] as const;

export type ApplicationStats = { total: number; active: number; hired: number };
export type MyApplicationsPage = { data: MyApplication[]; pagination: Pagination; stats: ApplicationStats };
export type MyApplicationsFilter = { search: string; status: ApplicationStatus | 'all'; page: number; limit?: number };

/** GET /v1/applications/my-applications. */
export const myApplicationsQuery = ({ search, status, page, limit = 10 }: MyApplicationsFilter) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  if (status !== 'all') query.set('status', status);
  return queryOptions<{ success: true } & MyApplicationsPage>({
    queryKey: [...APPLICATIONS_KEY, 'mine', query.toString()],
    queryFn: ({ signal }) => api.get('/v1/applications/my-applications', { query, signal }),
    staleTime: APPLICATIONS_STALE_TIME,
    placeholderData: keepPreviousData,
  });
};

/** After applying or withdrawing, job cards, job detail and the applications list all change. */
function useApplicationMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}

/** POST /v1/applications; `resume_url` non-null attaches the resume on file. */
export const useApply = () =>
  useApplicationMutation((body: { job_id: string; cover_letter: string; resume_url: string | null; share_disability?: boolean; accommodation_request?: AccommodationRequestBody }) =>
    api.post('/v1/applications', { body }),
  );

/** PUT /v1/applications/{id}/withdraw. */
export const useWithdraw = () =>
  useApplicationMutation((applicationId: string) =>
    api.put('/v1/applications/{id}/withdraw', { params: { id: applicationId } }),
  );
