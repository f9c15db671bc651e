import { z } from 'zod';
import { AccommodationRequestBody } from './accommodation-requests.ts';
import { ApplicationDisclosureSchema } from './disclosure.ts';
import { APPLICATION_STATUSES } from './job-options.ts';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';

export const COVER_LETTER_MAX = 5000;

/** POST /v1/applications. `resume_url` non-null means "attach the resume on file". */
export const ApplyBody = z
  .object({
    job_id: z.string({ error: 'job_id is required' }).uuid({ error: 'Invalid job id' }),
    cover_letter: z
      .string({ error: 'Cover letter must be text' })
      .trim()
      .max(COVER_LETTER_MAX, { error: 'Cover letter must be less than 5000 characters' })
      .nullish()
      .transform((v) => v || null),
    resume_url: z.string().max(2000).nullish().transform((v) => v || null),
    /**
     * Share disability information with this employer now (true) or not now (false); left out,
     * the applicant's disclosure stage decides.
     */
    share_disability: z.boolean({ error: 'share_disability must be true or false' }).optional(),
    /** An accommodation request sent with the application, created in the same transaction. */
    accommodation_request: AccommodationRequestBody.optional(),
  })
  .strict();
export type ApplyBody = z.input<typeof ApplyBody>;

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** An application as its applicant reads it in their list (snake_case: docs/architecture.md#api-conventions). */
export const MyApplicationSchema = z.object({
  id: z.string().uuid(),
  status: ApplicationStatusSchema,
  applied_at: z.string(),
  updated_at: z.string(),
  employer_notes: z.string().nullable(),
  cover_letter: z.string().nullable(),
  resume_url: z.string().nullable(),
  /** Whether this application's employer may see the applicant's disability information, and why. */
  disclosure: ApplicationDisclosureSchema,
  job: z.object({
    id: z.string().uuid(),
    title: z.string(),
    location: z.string(),
    status: z.string(),
    company: z.object({ name: z.string() }),
  }),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationsQuery = PageQuery.extend({
  limit: PageQuery.shape.limit.default(20),
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional(),
  status: z.enum([...APPLICATION_STATUSES, 'all'], { error: 'Unknown application status' }).optional(),
});

/** Statistics over all of the applicant's applications, whatever the filter (docs/architecture.md#applying-and-withdrawing). */
export const ApplicationStatsSchema = z.object({ total: z.number().int(), active: z.number().int(), hired: z.number().int() });

/** `data` is the list itself, as the client has always read it; paging and statistics sit beside it. */
export const MyApplicationsResponse = z.object({
  success: z.literal(true),
  data: z.array(MyApplicationSchema),
  pagination: PaginationSchema,
  stats: ApplicationStatsSchema,
});

export const ApplicationResponse = z.object({
  success: z.literal(true),
  data: z.object({ application: MyApplicationSchema }),
  message: z.string().optional(),
});
export const ApplicationIdParams = z.object({ id: z.string().uuid({ error: 'Invalid application id' }) });
