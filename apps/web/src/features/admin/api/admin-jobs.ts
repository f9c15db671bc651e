import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@jobboard/contracts/job-options';
import type { AdminJobSummary, Job } from '@jobboard/contracts/jobs';
import type { Pagination } from '@jobboard/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_JOBS_KEY = ['admin', 'jobs'] as const;
export const JOBS_PAGE_SIZE = 20;
export type AdminJobsPage = { jobs: Job[]; pagination: Pagination; summary?: AdminJobSummary };

/** GET /v1/jobs as an administrator: every status but deleted, with employer, counts and summary. */
export const adminJobsQuery = (query: string) =>
  queryOptions<AdminJobsPage>({
    queryKey: [...ADMIN_JOBS_KEY, query],
    queryFn: ({ signal }) => api.get('/v1/jobs', { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

function useJobsMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  // The public job lists change too, so every cached job query is refreshed.
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }).then(() => queryClient.invalidateQueries({ queryKey: ADMIN_JOBS_KEY })) });
}

/** PUT /v1/jobs/{id}/status; taking a job off the board needs the reason its employer reads. */
export const useAdminJobStatus = () =>
  useJobsMutation(({ id, status, reason }: { id: string; status: JobStatus; reason?: string }) =>
    api.put('/v1/jobs/{id}/status', { params: { id }, body: reason ? { status, reason } : { status } }),
  );

/** DELETE /v1/jobs/{id}. */
export const useAdminDeleteJob = () => useJobsMutation((id: string) => api.delete('/v1/jobs/{id}', { params: { id } }));
