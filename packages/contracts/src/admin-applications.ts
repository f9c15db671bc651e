import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './job-options.ts';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';

/**
 * The statuses the admin's select offers, sent as they are: the server reads `interviewing` as
 * interviewed and `withdrawn` as applicant_withdrew (docs/architecture.md#application-statuses).
 */
export const ADMIN_APPLICATION_STATUSES = ['applied', 'reviewing', 'shortlisted', 'interviewing', 'hired', 'rejected', 'withdrawn'] as const;
export type AdminApplicationStatus = (typeof ADMIN_APPLICATION_STATUSES)[number];
export const ADMIN_STATUS_LABELS: Record<AdminApplicationStatus, string> = {
  applied: 'Applied',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The admin's word for a stored status, or null when the admin list has none (offered). */
export function adminStatusOf(status: ApplicationStatus): AdminApplicationStatus | null {
  if (status === 'interviewed') return 'interviewing';
  if (status === 'applicant_withdrew') return 'withdrawn';
  return (ADMIN_APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as AdminApplicationStatus) : null;
}

/** GET /v1/applications (admin). The status filter takes stored statuses and the admin aliases. */
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
