import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_SALARY_PERIOD,
  DISABILITY_TYPES,
  JOB_TYPES,
  SALARY_PERIODS,
  type Currency,
  type SalaryPeriod,
  type DisabilityType,
  type JobType,
} from '@jobboard/contracts/job-options';
import { ACCOMMODATION_IDS, type AccommodationId } from '@jobboard/contracts/accommodation-options';
import { WORK_REQUIREMENT_IDS, type WorkRequirementId } from '@jobboard/contracts/work-requirements';
import type { Job, JobFormInput } from '@jobboard/contracts/jobs';
import { amountFromText } from './amounts.ts';


/** The job form as the browser holds it: text as typed (numbers too), before validation. */
export type JobFormValues = {
  title: string;
  description: string;
  requirements: string;
  responsibilities: string;
  benefits: string;
  accommodations: string;
  location: string;
  jobType: JobType | '';
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: Currency;
  salaryPeriod: SalaryPeriod;
  isRemote: boolean;
  applicationDeadline: string;
  category: string;
  disabilityTypes: DisabilityType[];
  accommodationsOffered: AccommodationId[];
  /** Each physical or sensory requirement: not asked for (''), essential, or wanted but not essential. */
  workRequirements: Record<WorkRequirementId, RequirementChoice>;
};

export type RequirementChoice = '' | 'essential' | 'not-essential';
const REQUIREMENT_CHOICES: readonly string[] = ['', 'essential', 'not-essential'];
const noRequirements = () => Object.fromEntries(WORK_REQUIREMENT_IDS.map((id) => [id, ''])) as Record<WorkRequirementId, RequirementChoice>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  responsibilities: '',
  benefits: '',
  accommodations: '',
  location: '',
  jobType: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: DEFAULT_CURRENCY,
  salaryPeriod: DEFAULT_SALARY_PERIOD,
  isRemote: false,
  applicationDeadline: '',
  category: '',
  disabilityTypes: [],
  accommodationsOffered: [],
  workRequirements: noRequirements(),
};

export const JOB_FORM_FIELDS = Object.keys(EMPTY_JOB_FORM) as Array<keyof JobFormValues>;

const TEXT_FIELDS = ['title', 'description', 'requirements', 'responsibilities', 'benefits', 'accommodations', 'location', 'salaryMin', 'salaryMax', 'applicationDeadline', 'category'] as const;


/** The form's text turned into the request the schema validates (JobFormSchema input). */
export function toJobInput(values: JobFormValues): JobFormInput {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    responsibilities: values.responsibilities,
    benefits: values.benefits,
    accommodations: values.accommodations,
    location: values.location,
    jobType: (values.jobType || undefined) as JobType,
    salaryMin: amountFromText(values.salaryMin),
    salaryMax: amountFromText(values.salaryMax),
    salaryCurrency: values.salaryCurrency,
    salaryPeriod: values.salaryPeriod,
    isRemote: values.isRemote,
    applicationDeadline: values.applicationDeadline || null,
    category: (values.category || null) as JobFormInput['category'],
    disabilityTypes: values.disabilityTypes,
    accommodationsOffered: values.accommodationsOffered,
    workRequirements: WORK_REQUIREMENT_IDS.filter((id) => values.workRequirements[id]).map((id) => ({ item: id, essential: values.workRequirements[id] === 'essential' })),
  };
}

/** Any stored object (a draft, a preview, an old version of either) read back as form values. */
export function coerceFormValues(raw: unknown): JobFormValues {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const values: JobFormValues = { ...EMPTY_JOB_FORM, disabilityTypes: [], accommodationsOffered: [], workRequirements: noRequirements() };
  for (const key of TEXT_FIELDS) {
    const v = src[key];
    if (typeof v === 'string') values[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) values[key] = String(v);
  }
  if (typeof src.jobType === 'string' && (JOB_TYPES as readonly string[]).includes(src.jobType)) values.jobType = src.jobType as JobType;
  if (typeof src.salaryCurrency === 'string' && (CURRENCIES as readonly string[]).includes(src.salaryCurrency)) {
    values.salaryCurrency = src.salaryCurrency as Currency;
  }
  // A draft saved before pay periods existed has none: its amounts were yearly.
  if (typeof src.salaryPeriod === 'string' && (SALARY_PERIODS as readonly string[]).includes(src.salaryPeriod)) {
    values.salaryPeriod = src.salaryPeriod as SalaryPeriod;
  }
  values.isRemote = src.isRemote === true;
  if (Array.isArray(src.disabilityTypes)) values.disabilityTypes = DISABILITY_TYPES.filter((t) => (src.disabilityTypes as unknown[]).includes(t));
  if (Array.isArray(src.accommodationsOffered)) values.accommodationsOffered = ACCOMMODATION_IDS.filter((id) => (src.accommodationsOffered as unknown[]).includes(id));
  const requirements = (src.workRequirements && typeof src.workRequirements === 'object' ? src.workRequirements : {}) as Record<string, unknown>;
  for (const id of WORK_REQUIREMENT_IDS) {
    const choice = requirements[id];
    if (typeof choice === 'string' && REQUIREMENT_CHOICES.includes(choice)) values.workRequirements[id] = choice as RequirementChoice;
  }
  return values;
}

/** A saved job, ready to edit. */
export function jobToFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements ?? '',
    responsibilities: job.responsibilities ?? '',
    benefits: job.benefits ?? '',
    accommodations: job.accommodations ?? '',
    location: job.location,
    jobType: job.job_type,
    salaryMin: job.salary_min === null ? '' : String(job.salary_min),
    salaryMax: job.salary_max === null ? '' : String(job.salary_max),
    salaryCurrency: job.salary_currency,
    salaryPeriod: job.salary_period,
    isRemote: job.is_remote,
    applicationDeadline: job.expires_at ? job.expires_at.slice(0, 10) : '',
    category: job.category ?? '',
    disabilityTypes: [...job.disability_types],
    accommodationsOffered: [...job.accommodations_offered],
    workRequirements: { ...noRequirements(), ...Object.fromEntries(job.work_requirements.map((r) => [r.item, r.essential ? 'essential' : 'not-essential'])) },
  };
}

/** Today in the browser's time zone, YYYY-MM-DD, for the date input's min. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
