import { STORAGE_KEYS } from '@jobboard/contracts/display';
import { DRAFT_PREVIEW_LENGTH, truncate } from '@jobboard/contracts/job-options';
import { storage } from '../../lib/storage.ts';
import { coerceFormValues, EMPTY_JOB_FORM, type JobFormValues } from './job-form-values.ts';

/** A job form saved in this browser: the form fields plus its id (draft_{timestamp}) and when it was saved. */
export type JobDraft = JobFormValues & { id: string; savedAt: string };

/** True when nothing has been typed or chosen (defaults like the currency do not count). */
export function isEmptyDraft(values: JobFormValues): boolean {
  return (Object.keys(EMPTY_JOB_FORM) as Array<keyof JobFormValues>).every((key) => {
    if (key === 'salaryCurrency' || key === 'salaryPeriod' || key === 'isRemote') return true;
    const value = values[key];
    if (key === 'workRequirements') return Object.values(values.workRequirements).every((choice) => !choice);
    return Array.isArray(value) ? value.length === 0 : String(value ?? '').trim() === '';
  });
}

/** Drafts as stored; anything unreadable is dropped rather than breaking the form. */
export function parseDrafts(raw: string | null): JobDraft[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((d): d is Record<string, unknown> => Boolean(d) && typeof d === 'object' && typeof (d as { id?: unknown }).id === 'string')
    .map((d) => ({
      ...coerceFormValues(d),
      id: d.id as string,
      savedAt: typeof d.savedAt === 'string' ? d.savedAt : new Date(0).toISOString(),
    }));
}

/** The list with a new draft first; ids stay unique even for two saves in one millisecond. */
export function addDraft(drafts: readonly JobDraft[], values: JobFormValues, now = Date.now()): JobDraft[] {
  let stamp = now;
  while (drafts.some((d) => d.id === `draft_${stamp}`)) stamp += 1;
  const draft: JobDraft = { ...coerceFormValues(values), id: `draft_${stamp}`, savedAt: new Date(now).toISOString() };
  return [draft, ...drafts];
}

export const removeDraft = (drafts: readonly JobDraft[], id: string): JobDraft[] => drafts.filter((d) => d.id !== id);

/** The most recently saved draft, or null. */
export function latestDraft(drafts: readonly JobDraft[]): JobDraft | null {
  return drafts.reduce<JobDraft | null>((latest, d) => (!latest || d.savedAt > latest.savedAt ? d : latest), null);
}

export const draftTitle = (draft: Pick<JobDraft, 'title'>): string => draft.title.trim() || 'Untitled Draft';

/** The first 100 characters of the description. */
export const draftPreview = (draft: Pick<JobDraft, 'description'>): string => truncate(draft.description, DRAFT_PREVIEW_LENGTH);

/** The form values of a draft, without its id and date. */
export function draftValues(draft: JobDraft): JobFormValues {
  const { id: _id, savedAt: _savedAt, ...values } = draft;
  return values;
}

/** Local storage under the job-drafts key. */
export const draftStore = {
  load: (): JobDraft[] => parseDrafts(storage.get(STORAGE_KEYS.jobDrafts)),
  save: (drafts: readonly JobDraft[]): void => storage.set(STORAGE_KEYS.jobDrafts, JSON.stringify(drafts)),
  clear: (): void => storage.remove(STORAGE_KEYS.jobDrafts),
};
