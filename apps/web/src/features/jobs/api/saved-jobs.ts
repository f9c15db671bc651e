import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, successText } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { JOBS_KEY, JOBS_STALE_TIME, type JobPage } from './job-queries.ts';

export const SAVED_JOBS_KEY = ['saved-jobs'] as const;

/** GET /v1/users/saved-jobs: the applicant's saved jobs, newest first. */
export const savedJobsQuery = (page: number, limit = 10) =>
  queryOptions<JobPage>({
    queryKey: [...SAVED_JOBS_KEY, page, limit],
    queryFn: ({ signal }) =>
      api.get('/v1/users/saved-jobs', { query: `page=${page}&limit=${limit}`, signal }).then((r) => r.data),
    staleTime: JOBS_STALE_TIME,
  });

/** POST (save) or DELETE (unsave) /v1/jobs/{id}/save, with a toast either way. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean; title: string }) =>
      save ? api.put('/v1/users/saved-jobs/{id}', { params: { id: jobId } }) : api.delete('/v1/users/saved-jobs/{id}', { params: { id: jobId } }),
    onSuccess: (answer, { save, title }) => {
      toast.success(successText(answer, save ? `Saved "${title}" to your saved jobs.` : `Removed "${title}" from your saved jobs.`));
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
    },
    onError: (error, { save }) => toast.error(messageOf(error, save ? 'Failed to save job' : 'Failed to remove saved job')),
  });
}
