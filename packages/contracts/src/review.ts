import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { APPLICATION_STATUSES, SALARY_PERIODS, type ApplicationStatus } from './job-options.ts';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';

/** The employer's transition table (docs/architecture.md#application-statuses). Anything else is refused with 409. */
export const EMPLOYER_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['reviewing', 'shortlisted', 'rejected'],
  reviewing: ['shortlisted', 'interviewed', 'rejected'],
  shortlisted: ['interviewed', 'offered', 'rejected'],
  interviewed: ['offered', 'rejected'],
  offered: ['hired'],
  hired: [],
  rejected: [],
  applicant_withdrew: [],
};

/** Statuses an employer may ever set (the targets of the table above). */
export const EMPLOYER_SETTABLE_STATUSES = ['reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected'] as const;

/** The confirmation question and button label for each employer action ('Reject this application?'). */
export const EMPLOYER_ACTIONS: Record<(typeof EMPLOYER_SETTABLE_STATUSES)[number], { label: string; question: string }> = {
  reviewing: { label: 'Mark as Under Review', question: 'Move this application to review?' },
  shortlisted: { label: 'Shortlist', question: 'Shortlist this application?' },
  interviewed: { label: 'Mark as Interviewed', question: 'Mark this applicant as interviewed?' },
  offered: { label: 'Extend Offer', question: 'Extend an offer to this applicant?' },
  hired: { label: 'Mark as Hired', question: 'Mark this applicant as hired?' },
  rejected: { label: 'Reject', question: 'Reject this application?' },
};

export const STATUS_NOTES_MAX = 2000;

/** PUT /v1/applications/{id}/status as an employer: status plus an optional note. */
export const EmployerStatusBody = z
  .object({
    status: z.enum(EMPLOYER_SETTABLE_STATUSES, { error: 'Unknown application status' }),
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(STATUS_NOTES_MAX, { error: `Notes must be at most ${STATUS_NOTES_MAX} characters` })
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type EmployerStatusBody = z.input<typeof EmployerStatusBody>;

/** The admin screens' words for two statuses, accepted and stored as the canonical ones (docs/architecture.md#application-statuses). */
export const ADMIN_STATUS_ALIASES = { interviewing: 'interviewed', withdrawn: 'applicant_withdrew' } as const satisfies Record<string, ApplicationStatus>;
/** Everything an administrator may send as a status: the eight statuses plus the two aliases. */
export const ADMIN_STATUS_VALUES = [...APPLICATION_STATUSES, 'interviewing', 'withdrawn'] as const;

/**
 * PUT /v1/applications/{id}/status as an administrator: any status (aliases resolved), no
 * transition limits; notes go to the application's history only.
 */
export const AdminStatusBody = z
  .object({
    status: z
      .enum(ADMIN_STATUS_VALUES, { error: 'Unknown application status' })
      .transform((s): ApplicationStatus => (s in ADMIN_STATUS_ALIASES ? ADMIN_STATUS_ALIASES[s as keyof typeof ADMIN_STATUS_ALIASES] : (s as ApplicationStatus))),
    notes: EmployerStatusBody.shape.notes,
  })
  .strict();
export type AdminStatusBody = z.input<typeof AdminStatusBody>;

/** GET /v1/applications/my-applicants query. */
export const MyApplicantsQuery = PageQuery.extend({
  jobId: z.string().uuid({ error: 'Invalid job id' }).optional(),
  status: z.enum([...APPLICATION_STATUSES, 'all'], { error: 'Unknown application status' }).optional(),
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional(),
});
export type MyApplicantsQuery = z.infer<typeof MyApplicantsQuery>;

/** One row of an application's history (docs/architecture.md#application-statuses): from, to, who, when, notes. */
export const ApplicationHistoryEntrySchema = z.object({
  id: z.string().uuid(),
  fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(APPLICATION_STATUSES),
  /** "Employer", "You", "Administrator" or the actor's name, as the reader may see it. */
  changedBy: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof ApplicationHistoryEntrySchema>;

/** An application as the employer reads it (camelCase: docs/architecture.md#api-conventions). */
export const EmployerApplicationSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  updatedAt: z.string(),
  coverLetter: z.string().nullable(),
  /** A short-lived signed link to the resume attached to this application, or null. */
  resumeUrl: z.string().nullable(),
  employerNotes: z.string().nullable(),
  /**
   * Whether the applicant's disability information is shared on this application (their stage
   * reached, or shared by them). When false, `accommodations` and `accessibilityNeeds` are left out.
   */
  disability_shared: z.boolean(),
  applicant: z.object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    experienceYears: z.number().int().nullable(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    education: z.string().nullable(),
    /** Disability information: only when `disability_shared` (or to an administrator). */
    accommodations: z.string().nullable().optional(),
    accessibilityNeeds: z.array(z.string()).optional(),
    accommodationsNeeded: z.array(z.enum(ACCOMMODATION_IDS)).optional(),
    profilePictureUrl: z.string().nullable(),
  }),
  job: z.object({
    id: z.string().uuid(),
    title: z.string(),
    location: z.string(),
    jobType: z.string(),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    salaryCurrency: z.string(),
    salaryPeriod: z.enum(SALARY_PERIODS),
    company: z.object({ name: z.string() }),
  }),
  /** Oldest first. */
  history: z.array(ApplicationHistoryEntrySchema),
});
export type EmployerApplication = z.infer<typeof EmployerApplicationSchema>;

export const MyApplicantsResponse = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(EmployerApplicationSchema), pagination: PaginationSchema }),
});

export const EmployerStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({ application: EmployerApplicationSchema }),
  message: z.string(),
});

/** GET /v1/applications/{id}/history: the applicant (own) or the job's employer. */
export const ApplicationHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({ history: z.array(ApplicationHistoryEntrySchema) }),
});
