import { z } from 'zod';
import { JOB_TEXT_LIMITS } from './job-options.ts';
import { JobSchema } from './jobs.ts';
import { LANGUAGE_CHECK_FIELDS, LANGUAGE_CHECK_LABELS, type LanguageCheckField } from './language-check-options.ts';

export * from './language-check-options.ts';

// NOTE: the text is checked as sent, not trimmed or cleaned, so that the offsets of the findings
// fit the text in the employer's field.
const text = (field: LanguageCheckField) =>
  z
    .string({ error: `${LANGUAGE_CHECK_LABELS[field]} must be text` })
    .max(JOB_TEXT_LIMITS[field], { error: `${LANGUAGE_CHECK_LABELS[field]} must be at most ${JOB_TEXT_LIMITS[field]} characters` })
    .optional();

/** POST /v1/jobs/language-check: any of the job's texts, as typed so far. */
export const LanguageCheckRequest = z
  .object({
    title: text('title'),
    description: text('description'),
    requirements: text('requirements'),
    responsibilities: text('responsibilities'),
    benefits: text('benefits'),
    accommodations: text('accommodations'),
  })
  .strict();
export type LanguageCheckRequest = z.infer<typeof LanguageCheckRequest>;

/**
 * Wording in one field that may exclude people: advice, never a refusal. `start` and `end` are
 * offsets in that field's text as JavaScript counts them (`text.slice(start, end)` is the phrase).
 */
export const LanguageFindingSchema = z.object({
  field: z.enum(LANGUAGE_CHECK_FIELDS),
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** Why the phrase may exclude, in plain language. */
  message: z.string(),
  /** Wording to consider instead; may be empty. */
  suggestions: z.array(z.string()),
});
export type LanguageFinding = z.infer<typeof LanguageFindingSchema>;

export const LanguageCheckResponse = z.object({ success: z.literal(true), data: z.object({ findings: z.array(LanguageFindingSchema) }) });
export type LanguageCheckResponse = z.infer<typeof LanguageCheckResponse>;

/** POST /v1/jobs and PUT /v1/jobs/{id}: the saved job and the wording findings of its texts (advice; the job is saved either way). */
export const SavedJobResponse = z.object({
  success: z.literal(true),
  data: z.object({ job: JobSchema, findings: z.array(LanguageFindingSchema) }),
  message: z.string().optional(),
});
