import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import type { ApplicationHistoryEntry, EmployerApplication } from '@jobboard/contracts/review';
import type { FileLinks } from '../../platform/file-links.ts';
import type { HistoryRow, ReviewRow } from './review.repository.ts';

/** Display name: the full name, else the first name, else the email. */
export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ').trim() || u.email;

/**
 * A history row as `reader` may see it: the actor's display name, except that an administrator
 * is named by role to anyone but another administrator. A deleted actor reads as null.
 */
export function toHistoryEntry({ entry, actor }: HistoryRow, readerIsAdmin: boolean): ApplicationHistoryEntry {
  const changedBy = !actor ? null : actor.role === 'admin' && !readerIsAdmin ? 'Administrator' : displayName(actor);
  return {
    id: entry.id,
    fromStatus: entry.fromStatus as ApplicationHistoryEntry['fromStatus'],
    toStatus: entry.toStatus as ApplicationHistoryEntry['toStatus'],
    changedBy,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * An application as the employer reads it (camelCase: docs/architecture.md#api-conventions).
 * NOTE: the application keeps the key of the resume attached when applying, but uploading a new
 * resume deletes the old file; so a resume attached at apply time is served as the applicant's
 * current one, through a short-lived signed link, and there is no link when none is on file.
 */
export function toEmployerApplication(
  row: ReviewRow,
  history: ApplicationHistoryEntry[],
  links: FileLinks,
  disclosure: { shared: boolean; readerIsAdmin: boolean },
): EmployerApplication {
  const { application: a, applicant: u, job } = row;
  // Disability information travels only when the applicant's rule allows it; administrators run the platform and see it.
  const disability = disclosure.shared || disclosure.readerIsAdmin ? { accommodations: u.accommodations, accessibilityNeeds: u.accessibilityNeeds, accommodationsNeeded: u.accommodationsNeeded as AccommodationId[] } : {};
  return {
    id: a.id,
    status: a.status,
    appliedAt: a.appliedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    coverLetter: a.coverLetter,
    resumeUrl: a.resumeUrl ? links.resume(u.id, u.resumeKey) : null,
    employerNotes: a.employerNotes,
    disability_shared: disclosure.shared,
    applicant: {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      experienceYears: u.experienceYears,
      bio: u.bio,
      skills: u.skills,
      education: u.education,
      ...disability,
      profilePictureUrl: links.picture(u.id, u.profilePictureKey),
    },
    job: {
      id: job.id,
      title: job.title,
      location: job.location,
      jobType: job.jobType,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      salaryCurrency: job.salaryCurrency,
      salaryPeriod: job.salaryPeriod,
      company: { name: job.companyName ?? '' },
    },
    history,
  };
}
