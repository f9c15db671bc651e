import { useId } from 'react';
import { Link } from 'react-router';
import { EMPLOYER_JOB_STATUSES, JOB_STATUS_LABELS, type EmployerJobStatus } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { JOB_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { formatDate } from '../job-text.ts';
import { JobHoldNotice } from './job-hold-notice.tsx';
import '../../../ui/data-table.css';
import { WordingToReview } from './wording-to-review.tsx';

/**
 * One of the employer's jobs: facts, links, a status control that applies on change, and Delete.
 * A held job says why instead of offering a status control the server would refuse.
 */
export function MyJobCard({
  job,
  pendingStatus,
  onStatus,
  onDelete,
}: {
  job: Job;
  /** The status being set right now, shown until the server answers. */
  pendingStatus: EmployerJobStatus | null;
  onStatus: (status: EmployerJobStatus) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const settable = (EMPLOYER_JOB_STATUSES as readonly string[]).includes(job.status);
  const busy = pendingStatus !== null;
  // A draft is seen by no one else and goes public only by publishing it from its form.
  const draft = job.status === 'draft';
  return (
    <article className="card my-job words-whole" aria-labelledby={`${id}-title`}>
      <div className="my-job__head">
        <h2 id={`${id}-title`} className="my-job__title">
          <Link to={draft ? `/jobs/${job.id}/edit` : `/jobs/${job.id}`}>{job.title}</Link>
        </h2>
        <span className="visually-hidden">Status: </span>
        <StatusBadge tone={JOB_STATUS_TONES[job.status]}>{JOB_STATUS_LABELS[job.status]}</StatusBadge>
      </div>
      <dl className="my-job__facts">
        <div>
          <dt>Applications</dt>
          <dd>{job.application_count ?? job.applications_count}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{job.views_count}</dd>
        </div>
        <div>
          <dt>{draft ? 'Saved' : 'Posted'}</dt>
          <dd>{formatDate(draft ? job.updated_at : job.created_at)}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{formatDate(job.expires_at) || 'None'}</dd>
        </div>
      </dl>
      <WordingToReview jobId={job.id} title={job.title} count={job.language_findings} />
      {job.hold ? <JobHoldNotice hold={job.hold} level={3} owner /> : null}
      {draft ? <p className="muted">Only you can see this draft. Edit it to finish and publish it.</p> : null}
      <div className="my-job__actions">
        {draft ? null : (
          <Link to={`/my-applicants?jobId=${encodeURIComponent(job.id)}`} className="button button--secondary button--small">
            View Applicants<span className="visually-hidden"> for {job.title}</span>
          </Link>
        )}
        <Link to={`/jobs/${job.id}/edit`} className="button button--secondary button--small">
          Edit<span className="visually-hidden"> {job.title}</span>
        </Link>
        {job.hold || draft ? null : (
          <div className="field my-job__status">
            <label className="field__label" htmlFor={`${id}-status`}>
              Status<span className="visually-hidden"> of {job.title}</span>
            </label>
            <select
              id={`${id}-status`}
              value={pendingStatus ?? job.status}
              aria-disabled={busy || undefined}
              onChange={(e) => {
                if (!busy) onStatus(e.target.value as EmployerJobStatus);
              }}
            >
              {settable ? null : <option value={job.status}>{JOB_STATUS_LABELS[job.status]}</option>}
              {EMPLOYER_JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {JOB_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="button" className="button button--danger button--small" onClick={onDelete}>
          Delete<span className="visually-hidden"> {job.title}</span>
        </button>
      </div>
    </article>
  );
}
