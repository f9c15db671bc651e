import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './job-options.ts';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';

/**
 * GET /v1/applications (admin). The status filter takes the stored statuses, and the aliases
 * `interviewing` and `withdrawn` that older admin links send (docs/architecture.md#application-statuses).
 */
export const AdminApplicationsQuery = PageQuery.extend({
  limit: PageQuery.shape.limit.default(20),
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional()),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .enum([...APPLICATION_STATUSES, 'interviewing', 'withdrawn'], { error: 'Unknown application status' })
      .transform((s): ApplicationStatus => (s === 'interviewing' ? 'interviewed' : s === 'withdrawn' ? 'applicant_withdrew' : s))
      .optional(),
  ),
});
export type AdminApplicationsQuery = z.input<typeof AdminApplicationsQuery>;

/** An application as the admin list shows it. */
export const AdminApplicationSchema = z.object({
  id: z.string().uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  job_id: z.string().uuid(),
  job_title: z.string(),
  job_status: z.string(),
  company_name: z.string().nullable(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  employer_name: z.string(),
  employer_email: z.string(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

/** Counts over every application by status: the summary cards. */
const count = z.number().int();
export const ApplicationSummarySchema = z.object({
  total: count,
  applied: count,
  reviewing: count,
  shortlisted: count,
  interviewed: count,
  offered: count,
  hired: count,
  rejected: count,
  applicant_withdrew: count,
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const AdminApplicationsResponse = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(AdminApplicationSchema), pagination: PaginationSchema, summary: ApplicationSummarySchema }),
});
export type AdminApplicationsPage = z.infer<typeof AdminApplicationsResponse>['data'];
