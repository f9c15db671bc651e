import { sql, type SQL } from 'drizzle-orm';
import { ACCOMMODATION_IDS } from '@jobboard/contracts/accommodation-options';
import type { WorkRequirement } from '@jobboard/contracts/work-requirements';
import { SALARY_PERIOD_FACTORS, SALARY_PERIODS } from '@jobboard/contracts/job-options';
import { ALERT_FREQUENCIES, type SavedSearchQuery } from '@jobboard/contracts/saved-searches';
import { REQUEST_EVENT_KINDS, REQUEST_STAGES, REQUEST_STATES } from '@jobboard/contracts/accommodation-request-options';
import type { RequestResponse } from '@jobboard/contracts/accommodation-requests';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const int4range = customType<{ data: string }>({ dataType: () => 'int4range' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['applicant', 'employer', 'admin'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    // Job seeker profile
    bio: text('bio'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years'),
    education: text('education'),
    accommodations: text('accommodations'),
    accessibilityNeeds: text('accessibility_needs').array().notNull().default(sql`'{}'::text[]`),
    /** Accommodation ids the seeker needs (disability information: docs/decisions/017-accommodations.md). */
    accommodationsNeeded: text('accommodations_needed').array().notNull().default(sql`'{}'::text[]`),
    location: text('location'),
    remotePreference: text('remote_preference'),
    // Files: a random storage key, never the user's file name
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    profilePictureKey: text('profile_picture_key'),
    profilePictureFileName: text('profile_picture_file_name'),
    // Administrator and employer contact extras
    jobTitle: text('job_title'),
    department: text('department'),
    employeeId: text('employee_id'),
    supervisor: text('supervisor'),
    // Employer company
    companyName: text('company_name'),
    companyDescription: text('company_description'),
    companyWebsite: text('company_website'),
    companySize: text('company_size'),
    industry: text('industry'),
    foundedYear: integer('founded_year'),
    companyAddress: text('company_address'),
    companyCity: text('company_city'),
    companyState: text('company_state'),
    companyCountry: text('company_country'),
    companyZipCode: text('company_zip_code'),
    /** The public company page's address, set once from the first company name and kept when the name changes (docs/decisions/020-company-pages.md). */
    companySlug: text('company_slug'),
    /** Storage key prefix of the resized logo files (`<prefix>-<size>.webp`); a new upload gets a new prefix. */
    companyLogoKey: text('company_logo_key'),
    companyStatement: text('company_statement'),
    companyLocations: text('company_locations').array().notNull().default(sql`'{}'::text[]`),
    /** Set by an administrator: the company page answers 404 to everyone else. */
    companyPageHidden: boolean('company_page_hidden').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The candidate finder's keyword search: job title > skills > bio and education (text_array_to_string is an immutable wrapper, migration 0006). */
    profileSearch: tsvector('profile_search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(job_title, '')), 'A') || setweight(to_tsvector('english', text_array_to_string(skills)), 'A') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(education, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_profile_search_idx').using('gin', t.profileSearch).where(sql`role = 'applicant' and is_active`),
    index('users_skills_lower_idx').using('gin', sql`lower_text_array(${t.skills})`).where(sql`role = 'applicant' and is_active`),
    check('users_role_check', sql`${t.role} in ('applicant', 'employer', 'admin')`),
    check('users_email_shape_check', sql`${t.email} = lower(${t.email}) and position('@' in ${t.email}) > 1`),
    check('users_experience_years_check', sql`${t.experienceYears} between 0 and 50`),
    check(
      'users_education_check',
      sql`${t.education} in ('high_school', 'associate', 'bachelor', 'master', 'doctorate', 'certification')`,
    ),
    check('users_company_size_check', sql`${t.companySize} in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+')`),
    check('users_founded_year_check', sql`${t.foundedYear} >= 1800`),
    check('users_accommodations_needed_check', sql.raw(`accommodations_needed <@ array[${ACCOMMODATION_IDS.map((id) => `'${id}'`).join(', ')}]::text[]`)),
    check('users_remote_preference_check', sql`${t.remotePreference} in ('remote', 'onsite', 'hybrid', 'any')`),
    uniqueIndex('users_company_slug_key').on(t.companySlug),
    check('users_company_slug_check', sql`${t.companySlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.companySlug}) <= 80`),
    check('users_company_statement_check', sql`char_length(${t.companyStatement}) <= 2000`),
    check('users_company_locations_check', sql`cardinality(${t.companyLocations}) <= 10`),
  ],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobAlerts: boolean('job_alerts').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** An employer's mail about new applications: one for each, or a summary a day. */
    newApplicationEmails: text('new_application_emails', { enum: ['each', 'daily'] }).notNull().default('each'),
    /** Applications after this are in the employer's next daily summary. */
    applicationsDigestUntil: timestamp('applications_digest_until', { withTimezone: true }).notNull().defaultNow(),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    privacyPublicProfile: boolean('privacy_public_profile').notNull().default(true),
    privacyContactInfo: boolean('privacy_contact_info').notNull().default(false),
    accessibilityHighContrast: boolean('accessibility_high_contrast').notNull().default(false),
    accessibilityLargeText: boolean('accessibility_large_text').notNull().default(false),
    accessibilityScreenReader: boolean('accessibility_screen_reader').notNull().default(false),
    accessibilityReducedMotion: boolean('accessibility_reduced_motion').notNull().default(false),
    fontSize: integer('font_size').notNull().default(16),
    systemNotifications: boolean('system_notifications').notNull().default(true),
    adminAlerts: boolean('admin_alerts').notNull().default(true),
    /** The application stage from which an employer sees the seeker's disability information (docs/decisions/012-disclosure.md). */
    disclosureStage: text('disclosure_stage', { enum: ['never', 'applied', 'shortlisted', 'interviewed', 'offered'] }).notNull().default('applied'),
    /** Whether the Candidate Finder shows (and filters on) the seeker's disability information. */
    disclosureInFinder: boolean('disclosure_in_finder').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_preferences_font_size_check', sql`${t.fontSize} between 8 and 36`),
    check('user_preferences_new_application_emails_check', sql`${t.newApplicationEmails} in ('each', 'daily')`),
    check('user_preferences_disclosure_stage_check', sql`${t.disclosureStage} in ('never', 'applied', 'shortlisted', 'interviewed', 'offered')`),
  ],
);

/** Revocable sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Append-only audit trail. No foreign key on user_id: rows outlive the user, and the
 * actor's name and email are copied in. Each row carries the hash of the previous one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
    userId: uuid('user_id'),
    actorEmail: text('actor_email'),
    actorFirstName: text('actor_first_name'),
    actorLastName: text('actor_last_name'),
    actorRole: text('actor_role'),
    actionType: text('action_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_seq_key').on(t.seq),
    index('audit_log_created_at_idx').on(t.createdAt),
    // The audit page lists newest first (by seq) under one filter at a time: each filter's
    // index carries the order, so a page is an index walk whatever the table's size.
    index('audit_log_user_id_seq_idx').on(t.userId, t.seq),
    index('audit_log_action_type_seq_idx').on(t.actionType, t.seq),
    index('audit_log_ip_address_seq_idx').on(t.ipAddress, t.seq),
    check('audit_log_entity_type_check', sql`${t.entityType} in ('user', 'job', 'application', 'file', 'security', 'task', 'accommodation_request')`),
  ],
);

/** A pay amount as its yearly equivalent (amount × its period's factor), written from the one list of factors. */
const yearly = (column: string) =>
  `${column} * case salary_period ${SALARY_PERIODS.filter((p) => p !== 'year')
    .map((p) => `when '${p}' then ${SALARY_PERIOD_FACTORS[p]}`)
    .join(' ')} else 1 end`;

/**
 * The words of a job's place as written, unstemmed ("Toronto, ON": toronto, on), as the word
 * indexes hold them. The place filter writes the same expression, or PostgreSQL would not use them.
 */
export const placeWords = (location: AnyPgColumn | SQL) => sql`to_tsvector('simple', ${location})`;

/**
 * Job postings. `search_vector` is kept by PostgreSQL itself, by a trigger calling
 * job_search_vector (migration 0016): title weighs most, then requirements and accommodations,
 * then the rest of the text (docs/decisions/006-job-search.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    description: text('description').notNull(),
    requirements: text('requirements'),
    responsibilities: text('responsibilities'),
    benefits: text('benefits'),
    location: text('location').notNull(),
    jobType: text('job_type', { enum: ['full-time', 'part-time', 'contract', 'internship', 'freelance'] }).notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    /** How often salary_min and salary_max are paid (docs/decisions/014-pay-periods.md). */
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('year'),
    isRemote: boolean('is_remote').notNull().default(false),
    accommodations: text('accommodations'),
    disabilityTypes: text('disability_types').array().notNull().default(sql`'{}'::text[]`),
    /** Accommodation ids from the shared vocabulary (docs/decisions/017-accommodations.md). */
    accommodationsOffered: text('accommodations_offered').array().notNull().default(sql`'{}'::text[]`),
    /** Physical and sensory requirements: `[{ item, essential }]`, validated by the job form's contract. */
    workRequirements: jsonb('work_requirements').$type<WorkRequirement[]>().notNull().default(sql`'[]'::jsonb`),
    category: text('category'),
    status: text('status', { enum: ['active', 'inactive', 'deleted', 'employer_deactivated', 'draft'] }).notNull().default('active'),
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Why the job is off the board against its employer's will (docs/decisions/011-job-moderation.md):
     * 'admin' (an administrator took it down, with `hold_reason`) or 'account' (its employer's
     * account is deactivated). Only an administrator, or the account's reactivation, lifts it.
     */
    hold: text('hold', { enum: ['admin', 'account'] }),
    holdReason: text('hold_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    searchVector: tsvector('search_vector'),
    /**
     * The pay a job offers as one range of yearly equivalents ("min+" is open above, "up to max"
     * starts at 0); null without pay. Yearly, so that the pay filter compares like with like.
     */
    salaryRange: int4range('salary_range').generatedAlwaysAs(
      sql.raw(`case when salary_min is null and salary_max is null then null else int4range(coalesce(${yearly('salary_min')}, 0), ${yearly('salary_max')}, '[]') end`),
    ),
    /** What the salary sorts order by: the yearly equivalent of the top of the range, else of its bottom. */
    salarySort: integer('salary_sort').generatedAlwaysAs(sql.raw(yearly('coalesce(salary_max, salary_min)'))),
    /** The title's words alone: small enough to stay in the row, so relevance can rank every title match. */
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('english', title)`),
  },
  (t) => [
    // The words, the place's words and the columns filters and orders test (btree_gin), in one
    // index: a filtered search or a window finds its matches in one scan. PGlite, without btree_gin,
    // keeps the words, the place's words and the disability types (migrations 0033 to 0035,
    // docs/decisions/006-job-search.md).
    index('jobs_search_idx').using('gin', t.searchVector, placeWords(t.location), t.createdAt, t.salarySort, t.jobType, t.isRemote, t.disabilityTypes),
    index('jobs_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('jobs_employer_id_created_at_idx').on(t.employerId, t.createdAt.desc()),
    // The public list only ever reads active jobs: partial indexes keep one ordered walk per sort,
    // with expires_at in the key so the expiry test needs no heap visit.
    index('jobs_public_newest_idx').on(t.createdAt.desc(), t.id.desc(), t.expiresAt).where(sql`status = 'active'`),
    index('jobs_public_type_idx').on(t.jobType, t.createdAt.desc(), t.id.desc(), t.expiresAt).where(sql`status = 'active'`),
    index('jobs_public_remote_idx').on(t.createdAt.desc(), t.id.desc(), t.expiresAt).where(sql`status = 'active' and is_remote`),
    index('jobs_public_salary_high_idx').on(t.salarySort.desc().nullsLast(), t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('jobs_public_salary_low_idx').on(t.salarySort.asc().nullsLast(), t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    // Relevance ranks title matches first (docs/decisions/006-job-search.md).
    index('jobs_title_search_idx').using('gin', t.titleVector, placeWords(t.location), t.createdAt, t.salarySort, t.jobType, t.isRemote, t.disabilityTypes),
    // Admin analytics: jobs posted in a time range, by status, type and category, read from the index alone.
    index('jobs_created_at_idx').on(t.createdAt, t.status, t.jobType, t.category, t.expiresAt, t.id),
    check('jobs_job_type_check', sql`${t.jobType} in ('full-time', 'part-time', 'contract', 'internship', 'freelance')`),
    check('jobs_status_check', sql`${t.status} in ('active', 'inactive', 'deleted', 'employer_deactivated', 'draft')`),
    // A held job is never on the board, and a hold always says when it began.
    check('jobs_hold_check', sql`(${t.hold} is null and ${t.holdReason} is null and ${t.heldAt} is null) or (${t.hold} in ('admin', 'account') and ${t.heldAt} is not null and ${t.status} <> 'active')`),
    check('jobs_currency_check', sql`${t.salaryCurrency} in ('USD', 'EUR', 'GBP', 'INR', 'CAD')`),
    check('jobs_salary_period_check', sql.raw(`salary_period in (${SALARY_PERIODS.map((p) => `'${p}'`).join(', ')})`)),
    check('jobs_salary_check', sql`(${t.salaryMin} is null or ${t.salaryMin} >= 0) and (${t.salaryMax} is null or ${t.salaryMax} >= 0) and (${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax})`),
    check('jobs_accommodations_offered_check', sql.raw(`accommodations_offered <@ array[${ACCOMMODATION_IDS.map((id) => `'${id}'`).join(', ')}]::text[]`)),
    check('jobs_work_requirements_check', sql`jsonb_typeof(${t.workRequirements}) = 'array'`),
    check(
      'jobs_disability_types_check',
      sql`${t.disabilityTypes} <@ array['physical', 'visual', 'hearing', 'cognitive', 'mental-health', 'neurodivergent', 'chronic-illness']::text[]`,
    ),
  ],
);

/** Messages from the contact form, kept so nothing is lost when mail is down. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

/** One application per (job, applicant): the unique index makes concurrent double submits create one. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected', 'applicant_withdrew'],
    })
      .notNull()
      .default('applied'),
    coverLetter: text('cover_letter'),
    resumeUrl: text('resume_url'),
    employerNotes: text('employer_notes'),
    /** The applicant's own disclosure choice on this application: shared now, withheld, or null to follow their stage. */
    disclosureChoice: text('disclosure_choice', { enum: ['shared', 'withheld'] }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_applicant_idx').on(t.jobId, t.applicantId),
    index('applications_applicant_applied_at_idx').on(t.applicantId, t.appliedAt.desc()),
    index('applications_job_status_idx').on(t.jobId, t.status),
    // The employer's applicant list of one job, newest first (spelled as the query's `desc`, nulls
    // first, or the planner will not walk it): a page is an index walk even at 5,000 applications.
    index('applications_job_applied_at_idx').on(t.jobId, t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Admin analytics count applications per status in a time range: one index range per status
    // (the check constraint lists them all), never a pass over the whole table.
    index('applications_status_applied_at_idx').on(t.status, t.appliedAt),
    // Hires: when, which application and which job (time to hire, jobs that made a hire).
    index('applications_hired_idx').on(t.appliedAt, t.id, t.jobId).where(sql`status = 'hired'`),
    check('applications_disclosure_choice_check', sql`${t.disclosureChoice} in ('shared', 'withheld')`),
    check(
      'applications_status_check',
      sql`${t.status} in ('applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected', 'applicant_withdrew')`,
    ),
  ],
);

/**
 * Applications per UTC day of applying and current status, kept by statement triggers on
 * applications (migration 0010): the admin figures add up a few hundred of these rows instead of
 * counting a million applications.
 */
export const applicationDayCounts = pgTable(
  'application_day_counts',
  {
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.day] })],
);

/** Every status change of an application: from, to, who, when, why (docs/architecture.md#application-statuses). */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_history_application_idx').on(t.applicationId, t.createdAt),
    // Recent activity (newest first) and the hires and rejections decided in a time range.
    index('application_history_created_at_idx').on(t.createdAt, t.id),
    index('application_history_decisions_idx').on(t.createdAt, t.toStatus, t.applicationId).where(sql`to_status in ('hired', 'rejected')`),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** One row per viewer (user or hashed address) per job per day, so reloads do not inflate views. */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.viewerKey, t.day] })],
);

/** In-app notifications: status changes to the applicant, new applications and withdrawals to the employer. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. application_status, application_new, application_withdrawn. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    icon: text('icon').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not is_read`),
  ],
);

/** One live reset code per account (a new request replaces it); only its hash is kept. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One row per employer per candidate per day: the applicant dashboard's profile views. */
export const profileViews = pgTable(
  'profile_views',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.viewerId, t.day] })],
);

/**
 * Every time an employer or an administrator is shown a job seeker's disability information: one
 * row per viewer, place (an application, or the Candidate Finder) and day, counting the times.
 * The viewer's name, company and the job's title are copied in, so the seeker's list survives
 * the viewer's account or the application being deleted.
 */
export const disclosureViews = pgTable(
  'disclosure_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign keys on the viewer and the application: like the audit trail, a row outlives both.
    viewerId: uuid('viewer_id').notNull(),
    viewerRole: text('viewer_role', { enum: ['employer', 'admin'] }).notNull(),
    viewerName: text('viewer_name').notNull(),
    viewerCompany: text('viewer_company'),
    context: text('context', { enum: ['application', 'finder', 'accommodation_request'] }).notNull(),
    applicationId: uuid('application_id'),
    jobTitle: text('job_title'),
    day: date('day', { mode: 'string' }).notNull().default(sql`(now() at time zone 'utc')::date`),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    times: integer('times').notNull().default(1),
  },
  (t) => [
    unique('disclosure_views_once_a_day_key').on(t.seekerId, t.viewerId, t.context, t.applicationId, t.day).nullsNotDistinct(),
    index('disclosure_views_seeker_idx').on(t.seekerId, t.lastSeenAt.desc()),
    index('disclosure_views_application_idx').on(t.applicationId).where(sql`viewer_role = 'employer'`),
    check('disclosure_views_role_check', sql`${t.viewerRole} in ('employer', 'admin')`),
    check('disclosure_views_context_check', sql`${t.context} in ('application', 'finder', 'accommodation_request')`),
  ],
);

/**
 * The words of live jobs' titles and requirements, with how many active jobs use each: the
 * dictionary that "Did you mean …?" corrects a search from. Kept by triggers on jobs (migration
 * 0023); words are lowercase letters only, at least three of them.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * A job seeker's saved job-list search and how often its new jobs are mailed
 * (docs/decisions/016-job-alerts.md). `query` is the job list's filters as JSON
 * (contracts/saved-searches.ts); jobs posted after `checked_until` are new to it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx').on(t.frequency, t.checkedUntil).where(sql`not paused`),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * An applicant's request for accommodations at one stage of an application
 * (docs/decisions/019-accommodation-requests.md). Disability information: only the applicant, the
 * job's employer and administrators read it. `waiting_since` is set while an answer is owed: since
 * the request, or since the applicant's latest reply.
 */
export const accommodationRequests = pgTable(
  'accommodation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: REQUEST_STAGES }).notNull(),
    items: text('items').array().notNull(),
    details: text('details'),
    state: text('state', { enum: REQUEST_STATES }).notNull().default('waiting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('accommodation_requests_application_idx').on(t.applicationId, t.createdAt),
    check('accommodation_requests_stage_check', sql.raw(`stage in (${listed(REQUEST_STAGES)})`)),
    check('accommodation_requests_state_check', sql.raw(`state in (${listed(REQUEST_STATES)})`)),
    check('accommodation_requests_items_check', sql.raw(`cardinality(items) > 0 and items <@ array[${listed(ACCOMMODATION_IDS)}]::text[]`)),
    check('accommodation_requests_details_check', sql`char_length(${t.details}) between 1 and 2000`),
    // Waiting exactly when an answer is owed; answered only after a first answer.
    check('accommodation_requests_waiting_check', sql`(${t.state} = 'waiting') = (${t.waitingSince} is not null)`),
    check('accommodation_requests_answered_check', sql`${t.state} = 'waiting' or ${t.firstAnsweredAt} is not null`),
    check('accommodation_requests_first_answer_check', sql`${t.firstAnsweredAt} >= ${t.createdAt}`),
  ],
);

/**
 * A request's thread, one row per event and never changed: the request itself, each answer of the
 * employer (`responses`: one decision per requested item) and each reply of the applicant (`text`).
 * The author's id is kept while the account exists; their role always.
 */
export const accommodationRequestEvents = pgTable(
  'accommodation_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => accommodationRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REQUEST_EVENT_KINDS }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['applicant', 'employer', 'admin'] }).notNull(),
    responses: jsonb('responses').$type<RequestResponse[]>(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('accommodation_request_events_request_idx').on(t.requestId, t.createdAt),
    check('accommodation_request_events_kind_check', sql.raw(`kind in (${listed(REQUEST_EVENT_KINDS)})`)),
    check('accommodation_request_events_role_check', sql`${t.authorRole} in ('applicant', 'employer', 'admin')`),
    // An answer carries a non-empty list of decisions and nothing else; a reply carries text.
    check(
      'accommodation_request_events_shape_check',
      sql`case ${t.kind} when 'answer' then jsonb_typeof(${t.responses}) = 'array' and jsonb_array_length(${t.responses}) > 0 and ${t.text} is null when 'reply' then ${t.responses} is null and char_length(${t.text}) > 0 else ${t.responses} is null end`,
    ),
  ],
);
