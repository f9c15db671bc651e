import { z } from 'zod';
import { JOB_TEXT_LIMITS, JOB_TYPES } from './job-options.ts';
import { JobFormSchema, refusePayOverYearlyMax, refuseReversedSalary } from './jobs.ts';
import { withoutUnsafeCharacters } from './text.ts';

/**
 * A job draft kept on the server (status `draft`, never public): the job form's fields, checked as
 * the post checks them, except that a draft may be incomplete. It needs a title to be found again
 * in My Jobs, and a job type because every stored job has one; the description and location may be
 * blank or short. Publishing a draft runs the full JobFormSchema (docs/architecture.md#job-postings).
 */
export const DRAFT_TITLE_REQUIRED = 'Give the draft a job title of at least 3 characters';
export const DRAFT_JOB_TYPE_REQUIRED = 'Choose a job type to save a draft';

const draftText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite((v) => withoutUnsafeCharacters(v, options))
    .trim()
    .max(max, { error: `${label} must be less than ${max} characters` })
    .default('');

export const JobDraftSchema = z
  .object({
    ...JobFormSchema.shape,
    title: z
      .string({ error: DRAFT_TITLE_REQUIRED })
      .overwrite((v) => withoutUnsafeCharacters(v))
      .trim()
      .min(3, { error: DRAFT_TITLE_REQUIRED })
      .max(JOB_TEXT_LIMITS.title, { error: 'Job title must be less than 100 characters' }),
    jobType: z.enum(JOB_TYPES, { error: DRAFT_JOB_TYPE_REQUIRED }),
    description: draftText('Job description', JOB_TEXT_LIMITS.description, { multiline: true }),
    location: draftText('Location', JOB_TEXT_LIMITS.location),
  })
  .strict()
  .superRefine((job, ctx) => {
    refuseReversedSalary(job.salaryMin, job.salaryMax, ctx);
    refusePayOverYearlyMax(job, ctx);
  });
export type JobDraftInput = z.input<typeof JobDraftSchema>;
export type JobDraftPayload = z.output<typeof JobDraftSchema>;

/** The fields a draft cannot be saved without; the form marks them for this action. */
export const DRAFT_REQUIRED_FIELDS = ['title', 'jobType'] as const;
