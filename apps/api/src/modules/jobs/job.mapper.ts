import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import type { Job, JobHoldDto } from '@jobboard/contracts/jobs';
import type { ApplicationStatus, Currency, DisabilityType } from '@jobboard/contracts/job-options';
import { displayName } from '@jobboard/contracts/roles';
import { companyLink } from '../companies/company-links.ts';
import type { JobRow, JobWithExtras } from './jobs.repository.ts';

/** The job as the API shows it: its snake_case fields, its company page link, plus what this caller may see. */
export function toJobDto(row: JobWithExtras): Job {
  const { job, extras } = row;
  return {
    ...baseJobDto(job),
    applications_count: extras.applicationsCount,
    ...(extras.company !== undefined ? { company: companyLink(extras.company) } : {}),
    ...(extras.employer ? { employer_name: displayName(extras.employer), application_count: extras.applicationsCount } : {}),
    ...(extras.ownList ? { application_count: extras.applicationsCount } : {}),
    ...(extras.myApplication !== undefined ? { my_application: extras.myApplication as { id: string; status: ApplicationStatus } | null } : {}),
    ...(extras.isSaved !== undefined ? { is_saved: extras.isSaved } : {}),
  };
}

/** The job as its employer and administrators read it: with its hold, which the public never sees. */
export function toManagedJobDto(row: JobWithExtras): Job {
  return { ...toJobDto(row), hold: holdOf(row.job) };
}

export function holdOf(job: JobRow): JobHoldDto | null {
  if (!job.hold || !job.heldAt) return null;
  return { kind: job.hold, reason: job.holdReason, held_at: job.heldAt.toISOString() };
}

function baseJobDto(job: JobRow): Omit<Job, 'applications_count'> {
  return {
    id: job.id,
    title: job.title,
    company_name: job.companyName,
    company_website: job.companyWebsite,
    employer_id: job.employerId,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    benefits: job.benefits,
    location: job.location,
    job_type: job.jobType,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency as Currency,
    salary_period: job.salaryPeriod,
    is_remote: job.isRemote,
    accommodations: job.accommodations,
    disability_types: job.disabilityTypes as DisabilityType[],
    accommodations_offered: job.accommodationsOffered as AccommodationId[],
    work_requirements: job.workRequirements,
    category: job.category,
    status: job.status,
    views_count: job.viewsCount,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    expires_at: job.expiresAt ? job.expiresAt.toISOString() : null,
  };
}
