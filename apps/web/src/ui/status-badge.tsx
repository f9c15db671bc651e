import type { ApplicationStatus, JobStatus } from '@jobboard/contracts/job-options';

export type BadgeTone = 'info' | 'progress' | 'success' | 'danger' | 'neutral' | 'warning';

/** A status in words, with a colour that only repeats what the words say. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return <span className={`badge status-badge status-badge--${tone}`}>{children}</span>;
}

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  reviewing: 'progress',
  shortlisted: 'progress',
  interviewed: 'progress',
  offered: 'success',
  hired: 'success',
  rejected: 'danger',
  applicant_withdrew: 'neutral',
};

export const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  employer_deactivated: 'warning',
  deleted: 'danger',
  draft: 'neutral',
};
