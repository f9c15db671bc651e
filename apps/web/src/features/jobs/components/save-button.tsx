import type { Job } from '@jobboard/contracts/jobs';
import { StarIcon } from '../../../ui/icons.tsx';
import { useToggleSaved } from '../api/saved-jobs.ts';

/**
 * Save / Saved toggle for applicants. The job's title is part of the name so a list of cards
 * does not read as ten identical "Save" buttons.
 */
export function SaveButton({ job, className = 'button button--secondary button--small' }: { job: Pick<Job, 'id' | 'title' | 'is_saved'>; className?: string }) {
  const toggle = useToggleSaved();
  const saved = Boolean(job.is_saved);
  const busy = toggle.isPending;
  return (
    <button
      type="button"
      className={`${className} save-button`}
      aria-pressed={saved}
      // aria-disabled rather than disabled, so keyboard focus is not lost while the request runs.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) toggle.mutate({ jobId: job.id, save: !saved, title: job.title });
      }}
    >
      <StarIcon filled={saved} />
      {saved ? 'Saved' : 'Save'}
      <span className="visually-hidden"> {job.title}</span>
    </button>
  );
}
