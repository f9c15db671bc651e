import type { AuthState } from '../../platform/guards.ts';
import type { ExtrasFor, JobRow, JobWithExtras } from './jobs.repository.ts';

/** Who sees which job: the rules every job read shares (docs/architecture.md#job-postings). */

export type Viewer = AuthState['user'] | null;

/** Active and before its deadline: what the public sees and what takes applications. */
export const isPublic = (job: JobRow, now = new Date()) => job.status === 'active' && (!job.expiresAt || job.expiresAt > now);
export const isOpenForApplications = (job: JobRow) => isPublic(job);

/** Deleted jobs nobody; the others the public when public, their owner, admins, and applicants who applied. */
export function canSee({ job, extras }: JobWithExtras, viewer: Viewer): boolean {
  if (job.status === 'deleted') return false;
  if (isPublic(job) || viewer?.role === 'admin' || viewer?.id === job.employerId) return true;
  return viewer?.role === 'applicant' && Boolean(extras.myApplication);
}

/** What each job carries for this viewer: applicants their application and saved flag, admins the employer. */
export const extrasFor = (viewer: Viewer): ExtrasFor =>
  viewer?.role === 'applicant' ? { applicantId: viewer.id } : viewer?.role === 'admin' ? { employer: true } : {};
