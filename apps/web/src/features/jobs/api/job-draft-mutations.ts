import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDraftPayload } from '@jobboard/contracts/job-drafts';
import type { Job, JobFormPayload } from '@jobboard/contracts/jobs';
import { apiFetch } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './job-queries.ts';

// NOTE: apart from job-mutations.ts, which the job list and job page load: these serve the job form only.

type JobAnswer = { success: true; data: { job: Job }; message?: string };

function useDraftMutation<TVars>(mutationFn: (vars: TVars) => Promise<JobAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

/** POST /v1/jobs/drafts (a new draft) or PUT /v1/jobs/drafts/{id}: saved on the server, never public. */
export const useSaveJobDraft = () =>
  useDraftMutation(({ id, body }: { id: string | null; body: JobDraftPayload }) =>
    id ? apiFetch<JobAnswer>(`/v1/jobs/drafts/${encodeURIComponent(id)}`, { method: 'PUT', body }) : apiFetch<JobAnswer>('/v1/jobs/drafts', { method: 'POST', body }),
  );

/** POST /v1/jobs/{id}/publish: a draft becomes a posted job after the full check. */
export const usePublishDraft = () =>
  useDraftMutation(({ id, body }: { id: string; body: JobFormPayload }) => apiFetch<JobAnswer>(`/v1/jobs/${encodeURIComponent(id)}/publish`, { method: 'POST', body }));
