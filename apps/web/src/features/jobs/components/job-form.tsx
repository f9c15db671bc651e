import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { useSaveJob } from '../api/use-save-job.ts';
import { addDraft, draftStore, draftTitle, draftValues, isEmptyDraft, removeDraft, type JobDraft } from '../drafts.ts';
import { lazyJobFormResolver, loadJobSchema } from '../load-job-schema.ts';
import { JOB_FORM_FIELDS, previewProblem, type JobFormValues } from '../job-form-values.ts';
import { previewStore } from '../preview-storage.ts';
import { DRAFTS_HEADING_ID, JobDrafts } from './job-drafts.tsx';
import { JOB_FIELD_IDS, JobFormFields } from './job-form-fields.tsx';
import { useLanguageCheck } from '../use-language-check.ts';
import { LanguageCheckAnnouncer } from './language-findings.tsx';

/** The button that was used has gone from the page: focus goes to a stable place after the re-render. */
const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

/** Post (no jobId) or edit a job; drafts and the preview hand-off live here too. */
export function JobForm({ jobId, initial, notice, onStartBlank }: { jobId?: string; initial: JobFormValues; notice?: string | null; onStartBlank?: () => void }) {
  const editing = Boolean(jobId);
  const toast = useToast();
  const navigate = useNavigate();
  const { save, failure } = useSaveJob(jobId);
  const [confirm, dialog] = useConfirm();
  const [drafts, setDrafts] = useState(draftStore.load);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
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

  const preview = () => {
    const values = form.getValues();
    const problem = previewProblem(values);
    setPreviewError(problem);
    if (problem) return;
    previewStore.save({ values, jobId: jobId ?? null });
    navigate('/jobs/preview');
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
          <span className="visually-hidden">as required</span> must be filled in.
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
          <div aria-live="polite">
            {previewError ? (
              <p className="alert alert--error">
                {previewError}
              </p>
            ) : null}
          </div>
          <div className="cluster job-form__actions">
            <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? (editing ? 'Updating...' : 'Posting...') : editing ? 'Update Job' : 'Post Job'}
            </button>
            {editing ? null : (
              <button type="button" className="button button--secondary" onClick={saveDraft}>
                Save Draft
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={preview}>
              Preview
            </button>
          </div>
        </form>
      </div>
      {editing ? null : <JobDrafts drafts={drafts} onRestore={restore} onDelete={deleteDraft} onClearAll={() => void clearAll()} />}
      {dialog}
    </div>
  );
}
