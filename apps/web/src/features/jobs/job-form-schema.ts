import type { FieldErrors, Resolver } from 'react-hook-form';
import { JobFormSchema, type JobFormPayload } from '@jobboard/contracts/jobs';
import { JobDraftSchema, type JobDraftPayload } from '@jobboard/contracts/job-drafts';
import { toJobInput, type JobFormValues } from './job-form-values.ts';

// NOTE: loaded on demand (see load-job-schema.ts): zod is most of the job form's JavaScript.

/** Checks the form with the contract's schema (the server checks the same), first message per field. */
export const jobFormResolver: Resolver<JobFormValues> = async (values) => {
  const result = JobFormSchema.safeParse(toJobInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<JobFormValues> };
};

/** The request body: trimmed text, whole-number salaries or null (throws on invalid values). */
export const toJobPayload = (values: JobFormValues): JobFormPayload => JobFormSchema.parse(toJobInput(values));

/** Problems with the values, as messages, for places without a form (the preview's Publish). */
export function jobProblems(values: JobFormValues): string[] {
  const result = JobFormSchema.safeParse(toJobInput(values));
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}

/** A draft for the server (title and job type needed, the rest may be incomplete), or the first message per field. */
export function draftCheck(values: JobFormValues): { payload: JobDraftPayload } | { errors: Partial<Record<keyof JobFormValues, string>> } {
  const result = JobDraftSchema.safeParse(toJobInput(values));
  if (result.success) return { payload: result.data };
  const errors: Partial<Record<keyof JobFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '') as keyof JobFormValues;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}
