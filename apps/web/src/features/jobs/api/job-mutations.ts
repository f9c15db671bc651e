import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerJobStatus } from '@jobboard/contracts/job-options';
import type { Job, JobFormPayload } from '@jobboard/contracts/jobs';
import { apiFetch } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './job-queries.ts';

type JobAnswer = { success: true; data: { job: Job }; message?: string };
type Done = { success: true; message?: string };

/** Every job mutation refreshes the cached lists and details afterwards (docs/architecture.md#web-client). */
function useJobMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

/** POST /v1/jobs. */
export const useCreateJob = () => useJobMutation((body: JobFormPayload) => apiFetch<JobAnswer>('/v1/jobs', { method: 'POST', body }));

/** PUT /v1/jobs/{id}. */
export const useUpdateJob = () =>
  useJobMutation(({ id, body }: { id: string; body: JobFormPayload }) => apiFetch<JobAnswer>(`/v1/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body }));

/** PUT /v1/jobs/{id}/status. */
export const useSetJobStatus = () =>
  useJobMutation(({ id, status }: { id: string; status: EmployerJobStatus }) =>
    apiFetch<Done>(`/v1/jobs/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } }),
  );

/** DELETE /v1/jobs/{id}. */
export const useDeleteJob = () => useJobMutation((id: string) => apiFetch<Done>(`/v1/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }));
