import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CURRENCIES,
  DISABILITY_TYPES,
  EMPLOYER_JOB_STATUSES,
  JOB_CATEGORIES,
  JOB_HOLD_REASON_MAX,
  JOB_HOLDS,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TEXT_LIMITS,
  JOB_TYPES,
  OFFERS_NEEDS,
  POSTED_WITHIN,
  SALARY_MAX,
  SALARY_PERIOD_FACTORS,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  SALARY_RANGE_MESSAGE,
  wholeNumber,
  type SalaryPeriod,
} from './job-options.ts';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { WORK_REQUIREMENT_IDS } from './work-requirements.ts';
import { boundedText, queryInt } from './fields.ts';
import { PaginationSchema } from './pagination.ts';
import { withoutUnsafeCharacters } from './text.ts';

export { JOB_TEXT_LIMITS, SALARY_MAX };

export const JOB_TITLE_MIN = 3;
export const JOB_DESCRIPTION_MIN = 50;

/** Today's date (YYYY-MM-DD) in the earliest time zone still on it (UTC-12), so no one's "today" is refused. */
export function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that names a day of the calendar (not 2030-02-31). */
function isRealDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Posting text as typed, with control and bidirectional-override characters removed before it is
 * trimmed and measured; multi-line fields keep their line feeds and tabs.
 */
const singleLine = (error: string) => z.string({ error }).overwrite((v) => withoutUnsafeCharacters(v)).trim();
const multiLine = (error: string) => z.string({ error }).overwrite((v) => withoutUnsafeCharacters(v, { multiline: true })).trim();

function optionalText(label: string, max: number) {
  return multiLine(`${label} must be text`)
    .max(max, { error: `${label} must be less than ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));
}

const salary = z
  .number({ error: 'Salary must be a number' })
  .int({ error: 'Salary must be a whole number' })
  .min(0, { error: 'Salary must be positive' })
  .max(SALARY_MAX, { error: 'Salary must be at most 1,000,000,000' })
  .nullish()
  .transform((v) => v ?? null);

/**
 * POST /v1/jobs and PUT /v1/jobs/{id}: the job form payload, plus
 * responsibilities, benefits, applicationDeadline, category and disabilityTypes, which the
 * form collects and a real posting needs.
 */
/** A salary range that ends before it starts, reported on the minimum (job form and job search). */
export function refuseReversedSalary(min: number | null | undefined, max: number | null | undefined, ctx: z.RefinementCtx) {
  if (min != null && max != null && min > max) ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: SALARY_RANGE_MESSAGE });
}

/**
 * Pay whose yearly equivalent passes SALARY_MAX, reported on its field: the database compares pay
 * yearly in an int, and no real job pays more.
 */
export function refusePayOverYearlyMax(job: { salaryMin: number | null | undefined; salaryMax: number | null | undefined; salaryPeriod: SalaryPeriod }, ctx: z.RefinementCtx) {
  const most = Math.floor(SALARY_MAX / SALARY_PERIOD_FACTORS[job.salaryPeriod]);
  for (const field of ['salaryMin', 'salaryMax'] as const) {
    const amount = job[field];
    if (amount != null && amount > most) ctx.addIssue({ code: 'custom', path: [field], message: `Salary must be at most ${wholeNumber(most)} ${SALARY_PERIOD_LABELS[job.salaryPeriod]}` });
  }
}

/** A list of accommodation ids from the vocabulary (contracts/accommodation-options.ts), repeats dropped. */
export const AccommodationIdList = (field: string) =>
  z
    .array(z.enum(ACCOMMODATION_IDS, { error: 'Unknown accommodation type' }), { error: `${field} must be a list` })
    .max(ACCOMMODATION_IDS.length)
    .default([])
    .transform((v) => [...new Set(v)]);

export const UNKNOWN_REQUIREMENT = 'Unknown physical or sensory requirement';
/** A job's physical and sensory requirements, each marked essential or not; one entry per item. */
const WorkRequirementList = z
  .array(
    z.object({ item: z.enum(WORK_REQUIREMENT_IDS, { error: UNKNOWN_REQUIREMENT }), essential: z.boolean({ error: 'essential must be true or false' }) }).strict(),
    { error: 'workRequirements must be a list' },
  )
  .max(WORK_REQUIREMENT_IDS.length)
  .default([])
  .refine((list) => new Set(list.map((r) => r.item)).size === list.length, { error: 'Each requirement can be listed once' });

const SALARY_PERIOD_MESSAGE = 'Pay period must be year, month, week, day or hour';

export const JobFormSchema = z
  .object({
    title: singleLine('Job title is required')
      .min(1, { error: 'Job title is required' })
      .min(JOB_TITLE_MIN, { error: 'Job title must be at least 3 characters' })
      .max(JOB_TEXT_LIMITS.title, { error: 'Job title must be less than 100 characters' }),
    description: multiLine('Job description is required')
      .min(1, { error: 'Job description is required' })
      .min(JOB_DESCRIPTION_MIN, { error: 'Job description must be at least 50 characters' })
      .max(JOB_TEXT_LIMITS.description, { error: 'Job description must be less than 2000 characters' }),
    requirements: optionalText('Requirements', JOB_TEXT_LIMITS.requirements),
    responsibilities: optionalText('Responsibilities', JOB_TEXT_LIMITS.responsibilities),
    benefits: optionalText('Benefits', JOB_TEXT_LIMITS.benefits),
    accommodations: optionalText('Accommodations', JOB_TEXT_LIMITS.accommodations),
    location: singleLine('Location is required')
      .min(1, { error: 'Location is required' })
      .max(JOB_TEXT_LIMITS.location, { error: 'Location must be less than 100 characters' }),
    jobType: z.enum(JOB_TYPES, { error: 'Job type is required' }),
    salaryMin: salary,
    salaryMax: salary,
    salaryCurrency: z.enum(CURRENCIES, { error: 'Please choose a supported currency' }).default('USD'),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: SALARY_PERIOD_MESSAGE }).default('year'),
    isRemote: z.boolean({ error: 'isRemote must be true or false' }).default(false),
    // NOTE: a union reports its own error when no option takes the value's type; it is given
    // the field's message so that "Invalid input" never reaches a person.
    applicationDeadline: z
      .union(
        [
          z
            .string({ error: 'Application deadline must be a date' })
            .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Application deadline must be a date (YYYY-MM-DD)' })
            // Date.parse rolls 2030-02-31 over to March: a real date reads back as itself.
            .refine((v) => isRealDate(v), { error: 'Application deadline must be a real date' })
            .refine((v) => v >= earliestToday(), { error: 'Application deadline cannot be in the past' })
            .nullish(),
          z.literal('').transform(() => null),
        ],
        { error: 'Application deadline must be a date' },
      )
      .transform((v) => v || null),
    category: z
      .union([z.enum(JOB_CATEGORIES).nullish(), z.literal('').transform(() => null)], { error: 'Please choose a category from the list' })
      .transform((v) => v ?? null),
    disabilityTypes: z
      .array(z.enum(DISABILITY_TYPES, { error: 'Unknown disability type' }), { error: 'disabilityTypes must be a list' })
      .max(DISABILITY_TYPES.length)
      .default([])
      .transform((v) => [...new Set(v)]),
    accommodationsOffered: AccommodationIdList('accommodationsOffered'),
    workRequirements: WorkRequirementList,
  })
  .strict()
  .superRefine((job, ctx) => {
    refuseReversedSalary(job.salaryMin, job.salaryMax, ctx);
    refusePayOverYearlyMax(job, ctx);
  });
export type JobFormInput = z.input<typeof JobFormSchema>;
export type JobFormPayload = z.output<typeof JobFormSchema>;

/**
 * PUT /v1/jobs/{id}/status. An administrator who takes a job off the board gives the reason its
 * employer reads (the server requires it then); an employer's reason is not used.
 */
export const JobStatusBody = z
  .object({
    status: z.enum(JOB_STATUSES, { error: 'Unknown job status' }),
    reason: boundedText('Reason', JOB_HOLD_REASON_MAX).optional(),
  })
  .strict();
export const HOLD_REASON_REQUIRED = 'Give the reason for taking this job down: its employer reads it';
export const EmployerJobStatusBody = z.object({ status: z.enum(EMPLOYER_JOB_STATUSES) });

export const JobHoldSchema = z.object({ kind: z.enum(JOB_HOLDS), reason: z.string().nullable(), held_at: z.string() });
export type JobHoldDto = z.infer<typeof JobHoldSchema>;

/** The job as the server answers it (snake_case: docs/architecture.md#api-conventions). */
export const JobSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  company_name: z.string().nullable(),
  company_website: z.string().nullable(),
  /** The employer's public company page (companies.ts) when it has a visible one, with a 64 px logo URL. */
  company: z.object({ slug: z.string(), logo_url: z.string().nullable() }).nullable().optional(),
  employer_id: z.string().uuid(),
  description: z.string(),
  requirements: z.string().nullable(),
  responsibilities: z.string().nullable(),
  benefits: z.string().nullable(),
  location: z.string(),
  job_type: z.enum(JOB_TYPES),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  is_remote: z.boolean(),
  accommodations: z.string().nullable(),
  disability_types: z.array(z.enum(DISABILITY_TYPES)),
  accommodations_offered: z.array(z.enum(ACCOMMODATION_IDS)),
  work_requirements: z.array(z.object({ item: z.enum(WORK_REQUIREMENT_IDS), essential: z.boolean() })),
  category: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  views_count: z.number().int(),
  /** Applications that are not withdrawn. */
  applications_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  /** Admin list and the employer's own list. */
  employer_name: z.string().optional(),
  application_count: z.number().int().optional(),
  /** Signed-in applicants: their own application to this job, and whether they saved it. */
  my_application: z.object({ id: z.string().uuid(), status: z.enum(APPLICATION_STATUSES) }).nullable().optional(),
  is_saved: z.boolean().optional(),
  /**
   * A signed-in seeker with needs only: how many of them this job offers, and which are missing.
   * Computed for that seeker alone, never stored (docs/decisions/017-accommodations.md).
   */
  accommodation_match: z.object({ offered: z.number().int(), needed: z.number().int(), missing: z.array(z.enum(ACCOMMODATION_IDS)) }).optional(),
  /** Its employer and administrators only: why the job is held off the board, or null. */
  hold: JobHoldSchema.nullable().optional(),
  /** The employer's own list only: how many wording findings its texts have (language-check.ts). */
  language_findings: z.number().int().optional(),
});
export type Job = z.infer<typeof JobSchema>;

/** `?disabilityTypes=a&disabilityTypes=b` arrives as a string or a list; both become a list. */
const repeated = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(10));

export const PageQuery = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, 100).default(10),
});

/** GET /v1/jobs query (docs/architecture.md#job-search). */
export const JobListQuery = PageQuery.extend({
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional(),
  location: z.string().trim().max(100, { error: 'location must be at most 100 characters' }).optional(),
  jobType: z.union([z.enum(JOB_TYPES), z.literal('').transform(() => undefined)], { error: 'Unknown job type' }).optional(),
  isRemote: z.union([z.enum(['true', 'false']), z.literal('').transform(() => undefined)], { error: 'isRemote must be true or false' }).optional(),
  salaryMin: queryInt('salaryMin', 0, SALARY_MAX).optional(),
  salaryMax: queryInt('salaryMax', 0, SALARY_MAX).optional(),
  /** The period salaryMin and salaryMax are read in (year when absent); the server compares yearly equivalents. */
  salaryPeriod: z.union([z.enum(SALARY_PERIODS), z.literal('').transform(() => undefined)], { error: SALARY_PERIOD_MESSAGE }).optional(),
  disabilityTypes: repeated(z.enum(DISABILITY_TYPES, { error: 'Unknown disability type' })),
  /** Posted within the last 1, 3, 7 or 30 days. */
  postedWithin: z.union([z.enum(POSTED_WITHIN), z.literal('').transform(() => undefined)], { error: 'postedWithin must be 1, 3, 7 or 30 (days)' }).optional(),
  sort: z.enum(JOB_SORTS, { error: 'Unknown sort order' }).optional(),
  /** Admins only: one status (never `deleted`). */
  status: z.enum(JOB_STATUSES, { error: 'Unknown job status' }).optional(),
  /** Signed-in seekers: jobs that offer all, or at least one, of the accommodations their profile lists. */
  offersNeeds: z.union([z.enum(OFFERS_NEEDS), z.literal('').transform(() => undefined)], { error: 'offersNeeds must be all or any' }).optional(),
  /** `true`: search the words as typed, never replaced by their correction ("Search instead for …"). */
  exact: z.union([z.enum(['true', 'false']), z.literal('').transform(() => undefined)], { error: 'exact must be true or false' }).optional(),
}).superRefine((query, ctx) => refuseReversedSalary(query.salaryMin, query.salaryMax, ctx));
export type JobListQuery = z.infer<typeof JobListQuery>;

/** Admins only, beside their job list: counts over every job but deleted ones (the summary cards). */
export const AdminJobSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  draft: z.number().int(),
  employer_deactivated: z.number().int(),
  applications: z.number().int(),
});
export type AdminJobSummary = z.infer<typeof AdminJobSummarySchema>;

/**
 * "Did you mean …?": the search text with its misspelt words corrected. `applied`: the words found
 * nothing, so the jobs listed are the corrected text's ("Showing results for …").
 */
export const SearchSuggestionSchema = z.object({ text: z.string(), applied: z.boolean() });
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const JobListResponse = z.object({
  success: z.literal(true),
  data: z.object({ jobs: z.array(JobSchema), pagination: PaginationSchema, summary: AdminJobSummarySchema.optional(), suggestion: SearchSuggestionSchema.optional() }),
});
export const JobResponse = z.object({ success: z.literal(true), data: z.object({ job: JobSchema }), message: z.string().optional() });
export const JobIdParams = z.object({ id: z.string().uuid({ error: 'Invalid job id' }) });

/** GET /v1/jobs/{id}/similar: up to three other public jobs. */
export const SimilarJobsResponse = z.object({ success: z.literal(true), data: z.object({ jobs: z.array(JobSchema) }) });
