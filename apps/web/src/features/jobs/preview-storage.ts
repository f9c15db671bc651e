import { coerceFormValues, type JobFormValues } from './job-form-values.ts';

const KEY = 'jobPreview';

/** The job being previewed: the form's values and, when editing, the job's id (and whether it is a server draft, published by Publish). */
export type JobPreview = { values: JobFormValues; jobId: string | null; draft?: boolean };

/** Session storage: the preview lasts for this tab only and is gone after logout. */
export const previewStore = {
  load(): JobPreview | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { values?: unknown; jobId?: unknown; draft?: unknown };
      const jobId = typeof parsed.jobId === 'string' ? parsed.jobId : null;
      return { values: coerceFormValues(parsed.values), jobId, draft: jobId !== null && parsed.draft === true };
    } catch {
      return null;
    }
  },
  save(preview: JobPreview): void {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(preview));
    } catch {
      // storage full or blocked: the preview page then says there is nothing to preview
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing to clear
    }
  },
};
