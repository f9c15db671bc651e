import { useNavigate } from 'react-router';
import type { JobFormPayload } from '@jobboard/contracts/jobs';
import { successText } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { draftStore } from '../drafts.ts';
import { previewStore } from '../preview-storage.ts';
import { usePublishDraft } from './job-draft-mutations.ts';
import { useCreateJob, useUpdateJob } from './job-mutations.ts';

/**
 * Posts a new job (no jobId) or saves an edit, from the form or from the preview: on success the
 * preview hand-off (and, for a new job, the drafts) are cleared, the product's toast shows and the
 * job's page opens. Errors are thrown to the caller, which shows them where they belong.
 */
export function useSaveJob(jobId: string | undefined, draft = false) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateJob();
  const update = useUpdateJob();
  const publish = usePublishDraft();
  // A server draft (jobId with draft) is published: posted like a new job, after the same check.
  const posting = !jobId || draft;

  const save = async (body: JobFormPayload) => {
    const answer = jobId ? await (draft ? publish : update).mutateAsync({ id: jobId, body }) : await create.mutateAsync(body);
    previewStore.clear();
    if (!jobId) draftStore.clear();
    toast.success(successText(answer, posting ? 'Job posted successfully!' : 'Job updated successfully!'));
    navigate(`/jobs/${answer.data?.job?.id ?? jobId}`);
  };
  return { save, saving: create.isPending || update.isPending || publish.isPending, failure: posting ? 'Failed to post job' : 'Failed to update job' };
}
