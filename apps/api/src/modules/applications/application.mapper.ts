import type { MyApplication } from '@jobboard/contracts/applications';
import type { ApplicationWithJob } from './applications.repository.ts';

/** An application as its applicant reads it (spec part 2 §3). */
export function toMyApplicationDto({ application: a, job }: ApplicationWithJob): MyApplication {
  return {
    id: a.id,
    status: a.status,
    applied_at: a.appliedAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    employer_notes: a.employerNotes,
    cover_letter: a.coverLetter,
    // NOTE: the row keeps the storage key of the resume attached when applying; the file itself
    // is served by the uploads feature under this address, never by its key.
    resume_url: a.resumeUrl ? `/v1/applications/${a.id}/resume` : null,
    job: { id: job.id, title: job.title, location: job.location, status: job.status, company: { name: job.companyName ?? '' } },
  };
}
