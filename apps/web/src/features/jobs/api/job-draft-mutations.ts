import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDraftPayload } from '@jobboard/contracts/job-drafts';
import type { JobFormPayload } from '@jobboard/contracts/jobs';
import { api } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './job-queries.ts';

// NOTE: apart from job-mutations.ts, which the job list and job page load: these serve the job form only.

function useDraftMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

/** POST /v1/jobs/drafts (a new draft) or PUT /v1/jobs/drafts/{id}: saved on the server, never public. */
export const useSaveJobDraft = () =>
  useDraftMutation(({ id, body }: { id: string | null; body: JobDraftPayload }) =>
    id ? api.put('/v1/jobs/drafts/{id}', { params: { id }, body }) : api.post('/v1/jobs/drafts', { body }),
  );

/** POST /v1/jobs/{id}/publish: a draft becomes a posted job after the full check. */
export const usePublishDraft = () =>
  useDraftMutation(({ id, body }: { id: string; body: JobFormPayload }) => api.post('/v1/jobs/{id}/publish', { params: { id }, body }));
