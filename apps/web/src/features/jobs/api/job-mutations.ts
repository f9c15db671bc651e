import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerJobStatus } from '@jobboard/contracts/job-options';
import type { JobFormPayload } from '@jobboard/contracts/jobs';
import { api } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './job-queries.ts';


/** Every job mutation refreshes the cached lists and details afterwards (docs/architecture.md#web-client). */
function useJobMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

/** POST /v1/jobs. */
export const useCreateJob = () => useJobMutation((body: JobFormPayload) => api.post('/v1/jobs', { body }));

/** PUT /v1/jobs/{id}. */
export const useUpdateJob = () =>
  useJobMutation(({ id, body }: { id: string; body: JobFormPayload }) => api.put('/v1/jobs/{id}', { params: { id }, body }));

/** PUT /v1/jobs/{id}/status. */
export const useSetJobStatus = () =>
  useJobMutation(({ id, status }: { id: string; status: EmployerJobStatus }) =>
    api.put('/v1/jobs/{id}/status', { params: { id }, body: { status } }),
  );

/** DELETE /v1/jobs/{id}. */
export const useDeleteJob = () => useJobMutation((id: string) => api.delete('/v1/jobs/{id}', { params: { id } }));
