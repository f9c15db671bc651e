import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { useSaveJobDraft } from '../api/job-draft-mutations.ts';
import { useSaveJob } from '../api/use-save-job.ts';
import { addDraft, draftStore, draftTitle, draftValues, isEmptyDraft, removeDraft, type JobDraft } from '../drafts.ts';
import { lazyJobFormResolver, loadJobSchema } from '../load-job-schema.ts';
import { JOB_FORM_FIELDS, type JobFormValues } from '../job-form-values.ts';
import { previewStore } from '../preview-storage.ts';
import { DRAFTS_HEADING_ID, JobDrafts } from './job-drafts.tsx';
import { JOB_FIELD_IDS, JobFormFields } from './job-form-fields.tsx';
import { useLanguageCheck } from '../use-language-check.ts';
import { LanguageCheckAnnouncer } from './language-findings.tsx';

/** The button that was used has gone from the page: focus goes to a stable place after the re-render. */
const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

/**
 * Post (no jobId) or edit a job, or finish a draft kept on the server (`draft`: its submit
 * publishes it); local drafts, server drafts and the preview hand-off live here too.
 */
export function JobForm({ jobId, draft = false, initial, notice, onStartBlank }: { jobId?: string; draft?: boolean; initial: JobFormValues; notice?: string | null; onStartBlank?: () => void }) {
  const editing = Boolean(jobId) && !draft;
  const toast = useToast();
  const navigate = useNavigate();
  const { save, failure } = useSaveJob(jobId, draft);
  const serverDraft = useSaveJobDraft();
  const [confirm, dialog] = useConfirm();
  const [drafts, setDrafts] = useState(draftStore.load);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<JobFormValues>({ resolver: lazyJobFormResolver, defaultValues: initial, shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  const language = useLanguageCheck(form.control);
  useEffect(() => {
    void loadJobSchema();
  }, []);

  const keepDrafts = (next: JobDraft[]) => {
    setDrafts(next);
    draftStore.save(next);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await save((await loadJobSchema()).toJobPayload(values));
      } catch (error) {
        if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, JOB_FORM_FIELDS)) setFailedSubmits((n) => n + 1);
        const message = messageOf(error, failure);
        setServerError(message);
        toast.error(message);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const saveDraft = () => {
    const values = form.getValues();
    if (isEmptyDraft(values)) {
      toast.error('Cannot save empty draft. Please fill in some fields first.');
      return;
    }
    keepDrafts(addDraft(drafts, values));
    toast.success('Draft saved successfully!');
  };

  const restore = (draft: JobDraft) => {
    form.reset(draftValues(draft));
    toast.info(`Draft "${draftTitle(draft)}" restored.`);
    document.getElementById(JOB_FIELD_IDS.title)?.focus();
  };

  const deleteDraft = (draft: JobDraft) => {
    keepDrafts(removeDraft(drafts, draft.id));
    toast.success('Draft deleted successfully!');
    focusLater(DRAFTS_HEADING_ID);
  };

  const clearAll = async () => {
    const ok = await confirm({
      title: 'Clear all drafts?',
      message: `This deletes all ${drafts.length} saved drafts from this browser. This cannot be undone.`,
      confirmLabel: 'Clear All',
      danger: true,
    });
    if (!ok) return;
    keepDrafts([]);
    draftStore.clear();
    toast.success('All drafts cleared!');
    focusLater(DRAFTS_HEADING_ID);
  };

  // NOTE: the preview checks exactly what posting checks (the contract's schema), with the same
  // error summary at the top: a preview that passes can be published as it is.
  const preview = form.handleSubmit(
    (values) => {
      previewStore.save({ values, jobId: jobId ?? null, draft });
      navigate('/jobs/preview');
    },
    () => setFailedSubmits((n) => n + 1),
  );

  /** Saves the form as a draft on the server, which needs only a title and a job type. */
  const saveServerDraft = async () => {
    if (serverDraft.isPending) return;
    setServerError(null);
    form.clearErrors();
    const check = (await loadJobSchema()).draftCheck(form.getValues());
    if ('errors' in check) {
      for (const [name, message] of Object.entries(check.errors)) form.setError(name as keyof JobFormValues, { type: 'draft', message });
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      const answer = await serverDraft.mutateAsync({ id: draft ? (jobId ?? null) : null, body: check.payload });
      toast.success(answer.message ?? 'Draft saved.');
      // From now on the form edits that draft, so a second save does not make another.
      if (!draft) navigate(`/jobs/${answer.data.job.id}/edit`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, JOB_FORM_FIELDS)) setFailedSubmits((n) => n + 1);
      const message = messageOf(error, 'Failed to save the draft');
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <div className="job-form-layout">
      <div className="card job-form">
        <ErrorSummary errors={summaryErrors(errors, JOB_FIELD_IDS)} focusKey={failedSubmits} />
        {serverError ? (
          <div className="alert alert--error">
            <p>{serverError}</p>
          </div>
        ) : null}
        {notice ? (
          <div className="alert alert--info">
            <p>{notice}</p>
            {onStartBlank ? (
              <button type="button" className="button button--secondary button--small" onClick={onStartBlank}>
                Start with a blank form
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">as required</span> must be filled in to post or preview the job.
        </p>
        <form
          noValidate
          onSubmit={(e) => {
            if (isSubmitting) e.preventDefault();
            else void onSubmit(e);
          }}
          aria-label={editing ? 'Edit job' : 'Post a job'}>
          <JobFormFields form={form} language={language} />
          <LanguageCheckAnnouncer language={language} />
          <div className="cluster job-form__actions">
            <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? (editing ? 'Updating...' : 'Posting...') : editing ? 'Update Job' : draft ? 'Publish Job' : 'Post Job'}
            </button>
            {editing || draft ? null : (
              <button type="button" className="button button--secondary" onClick={saveDraft}>
                Save Draft
              </button>
            )}
            {editing ? null : (
              <button
                type="button"
                className="button button--secondary"
                aria-describedby="jobform-server-draft-hint"
                aria-disabled={serverDraft.isPending || undefined}
                onClick={() => void saveServerDraft()}>
                {serverDraft.isPending ? 'Saving draft...' : 'Save to My Jobs as draft'}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={(e) => void preview(e)}>
              Preview
            </button>
          </div>
          {editing ? null : (
            <p id="jobform-server-draft-hint" className="field__hint">
              {draft
                ? 'This job is a draft: only you can see it. Publish Job checks that it is complete and posts it.'
                : 'Save Draft keeps the form in this browser only. Save to My Jobs as draft keeps it on your account, for any device; it needs a job title and a job type.'}
            </p>
          )}
        </form>
      </div>
      {editing || draft ? null : <JobDrafts drafts={drafts} onRestore={restore} onDelete={deleteDraft} onClearAll={() => void clearAll()} />}
      {dialog}
    </div>
  );
}
