import type { MyApplication } from '@jobboard/contracts/applications';
import type { ApplicationDisclosure } from '@jobboard/contracts/disclosure';
import type { ApplicationWithJob } from './applications.repository.ts';

/** An application as its applicant reads it. */
/** `resumeLink` turns the stored key of the attached resume into a short-lived signed download link. */
export function toMyApplicationDto(
  { application: a, job }: ApplicationWithJob,
  resumeLink: (key: string | null) => string | null,
  disclosure: ApplicationDisclosure,
): MyApplication {
  return {
    id: a.id,
    status: a.status,
    applied_at: a.appliedAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    employer_notes: a.employerNotes,
    cover_letter: a.coverLetter,
    // NOTE: the row keeps the storage key of the resume attached when applying; it is never
    // shown, only a signed link to it (dead once the file is replaced or deleted).
    resume_url: resumeLink(a.resumeUrl),
    disclosure,
    job: { id: job.id, title: job.title, location: job.location, status: job.status, company: { name: job.companyName ?? '' } },
  };
}
