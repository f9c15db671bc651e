/**
 * Job and application option lists, labels and display rules. Kept free of zod so public pages
 * (job list, job detail) can import them without the validation library.
 */

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'freelance'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/**
 * How often the pay a job names is paid. Pay is compared as its yearly equivalent, amount × factor,
 * so that the pay filter and sorts put an hourly rate beside a salary
 * (docs/decisions/014-pay-periods.md): 52 weeks, 260 working days, 2,080 hours (40 × 52).
 */
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const DEFAULT_SALARY_PERIOD: SalaryPeriod = 'year';
export const SALARY_PERIOD_FACTORS: Record<SalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };
/** Read after an amount: "CAD 24 - 30 an hour". */
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

/** The yearly equivalent of an amount paid per `period`, in whole units. */
export function yearlyPay(amount: number, period: SalaryPeriod): number {
  return Math.round(amount * SALARY_PERIOD_FACTORS[period]);
}

export const DISABILITY_TYPES = [
  'physical',
  'visual',
  'hearing',
  'cognitive',
  'mental-health',
  'neurodivergent',
  'chronic-illness',
] as const;
export type DisabilityType = (typeof DISABILITY_TYPES)[number];
export const DISABILITY_TYPE_LABELS: Record<DisabilityType, string> = {
  physical: 'Physical',
  visual: 'Visual',
  hearing: 'Hearing',
  cognitive: 'Cognitive',
  'mental-health': 'Mental health',
  neurodivergent: 'Neurodivergent',
  'chronic-illness': 'Chronic illness',
};

export const JOB_CATEGORIES = [
  'Administration',
  'Customer Service',
  'Design',
  'Education',
  'Engineering',
  'Finance',
  'Healthcare',
  'Human Resources',
  'Legal',
  'Marketing',
  'Operations',
  'Sales',
  'Technology',
  'Writing',
  'Other',
] as const;

/** "Date posted": jobs posted within this many days. */
/**
 * The job list's filter on a seeker's own accommodation needs: jobs offering all of them, or at
 * least one (docs/decisions/017-accommodations.md).
 */
export const OFFERS_NEEDS = ['all', 'any'] as const;
export type OffersNeeds = (typeof OFFERS_NEEDS)[number];
export const OFFERS_NEEDS_LABELS: Record<OffersNeeds, string> = { all: 'Offers all my needs', any: 'Offers at least one of my needs' };

export const POSTED_WITHIN = ['1', '3', '7', '30'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];
export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  '1': 'Past 24 hours',
  '3': 'Past 3 days',
  '7': 'Past week',
  '30': 'Past month',
};

/** Sort orders of the job list; `relevance` only means something with search text. */
export const JOB_SORTS = ['relevance', 'newest', 'oldest', 'salary-high', 'salary-low'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  oldest: 'Oldest first',
  'salary-high': 'Salary: high to low',
  'salary-low': 'Salary: low to high',
};

export const JOB_STATUSES = ['active', 'inactive', 'deleted', 'employer_deactivated', 'draft'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What the employer may set from My Jobs (docs/architecture.md#job-postings). */
export const EMPLOYER_JOB_STATUSES = ['active', 'inactive', 'employer_deactivated'] as const;
export type EmployerJobStatus = (typeof EMPLOYER_JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  deleted: 'Deleted',
  employer_deactivated: 'Deactivated',
  draft: 'Draft',
};

/**
 * Why a job is off the board against its employer's will: an administrator took it down, or its
 * employer's account is deactivated. Only an administrator (or the account's reactivation) lifts it.
 */
export const JOB_HOLDS = ['admin', 'account'] as const;
export type JobHold = (typeof JOB_HOLDS)[number];
export const JOB_HOLD_REASON_MAX = 500;

/** What the employer reads when they try to change a job an administrator took down. */
export const adminHoldMessage = (reason: string | null, job = 'this job') =>
  `An administrator took ${job} down${reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}. Contact support to have it reviewed.`;
export const ACCOUNT_HOLD_MESSAGE = 'This job is hidden while your account is deactivated. Contact support to have your account reviewed.';
export const holdMessage = (hold: { kind: JobHold; reason: string | null }) => (hold.kind === 'admin' ? adminHoldMessage(hold.reason) : ACCOUNT_HOLD_MESSAGE);

export const APPLICATION_STATUSES = [
  'applied',
  'reviewing',
  'shortlisted',
  'interviewed',
  'offered',
  'hired',
  'rejected',
  'applicant_withdrew',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The one name of each status, on every employer and admin screen and in the API's messages
 * (docs/architecture.md#application-statuses).
 */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewing: 'Under Review',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  offered: 'Offer Extended',
  hired: 'Hired',
  rejected: 'Rejected',
  applicant_withdrew: 'Withdrawn',
};
/** The job seeker receives the offer the employer extends: the product's fixed wording (job detail says "Offer Made"). */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = { ...APPLICATION_STATUS_LABELS, offered: 'Offer Received' };

/** Statuses an applicant may withdraw from (docs/architecture.md#applying-and-withdrawing). */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered'];
/** "Active" on My Applications statistics: the statuses that can still be withdrawn. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = WITHDRAWABLE_STATUSES;

/** The cover letter sent when the applicant keeps the default. */
export const DEFAULT_COVER_LETTER =
  'I am interested in this position and believe my skills and experience make me a strong candidate. I would welcome the opportunity to discuss how I can contribute to your team.';

export const JOB_PAGE_SIZE = 10;
export const CARD_DESCRIPTION_LENGTH = 150;
export const COVER_LETTER_PREVIEW_LENGTH = 200;
export const DRAFT_PREVIEW_LENGTH = 100;

/** Cuts text at `max` characters (on a word boundary when one is near) and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A whole number with thousands separators, e.g. 65000 → "65,000". Written out rather than through
 * Intl.NumberFormat: a page's first number formatter loads the browser's number data, 20–26 ms on a
 * slow phone while the job cards render.
 */
export function wholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The product's salary text: 'CUR min - max', 'CUR min+', 'Up to CUR max', or 'Not specified'; a
 * fixed pay (min equal to max) is one amount; pay stated per month, week, day or hour says so
 * ("CAD 24 - 30 an hour"), yearly pay reads as before.
 */
export function salaryText(min: number | null | undefined, max: number | null | undefined, currency?: string | null, period?: SalaryPeriod | null): string {
  const cur = currency || DEFAULT_CURRENCY;
  const per = period && period !== DEFAULT_SALARY_PERIOD ? ` ${SALARY_PERIOD_LABELS[period]}` : '';
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return `${cur} ${wholeNumber(min)}${min === max ? '' : ` - ${wholeNumber(max)}`}${per}`;
  if (hasMin) return `${cur} ${wholeNumber(min)}+${per}`;
  if (hasMax) return `Up to ${cur} ${wholeNumber(max)}${per}`;
  return 'Not specified';
}

/**
 * A job page's title, "{title} at {company}" (just the title when there is no company). The web
 * page passes it to usePageTitle, and the server writes the same into the HTML it serves for
 * /jobs/{id} followed by " | Inclusive Jobs", so crawlers and browsers read one title.
 */
export function jobPageTitle(job: { title: string; company_name?: string | null }): string {
  const company = job.company_name?.trim();
  return company ? `${job.title} at ${company}` : job.title;
}

/** Character limits of the job's text fields, shared by the form (counters) and the schema. */
export const JOB_TEXT_LIMITS = {
  title: 100,
  location: 100,
  description: 2000,
  requirements: 1000,
  responsibilities: 1000,
  benefits: 500,
  accommodations: 500,
} as const;

/** The largest salary a job or a search may name (the database's int holds it with room to spare). */
export const SALARY_MAX = 1_000_000_000;

/** The product's words for a salary range that ends before it starts (job form, job search). */
export const SALARY_RANGE_MESSAGE = 'Minimum salary cannot be greater than maximum salary';
