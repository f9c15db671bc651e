import { Link } from 'react-router';
import { APPLICANT_STATUS_LABELS, COVER_LETTER_PREVIEW_LENGTH, truncate } from '@jobboard/contracts/job-options';
import type { MyApplication } from '@jobboard/contracts/applications';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { ApplicationDisclosure } from '../../disclosure/components/application-disclosure.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { LazyApplicantRequests } from '../../accommodation-requests/lazy.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One application: the job, when it was sent, its status, the cover letter's start, and actions. */
export function ApplicationCard({ application, onWithdraw }: { application: MyApplication; onWithdraw: () => void }) {
  const { job } = application;
  const titleId = `application-${application.id}`;
  return (
    <article className="card application-card" aria-labelledby={titleId}>
      <div className="application-card__head">
        <h3 id={titleId} tabIndex={-1}>
          {job.title}
        </h3>
        <span className="visually-hidden">Status: </span>
        <StatusBadge tone={APPLICATION_STATUS_TONES[application.status]}>{APPLICANT_STATUS_LABELS[application.status]}</StatusBadge>
      </div>
      <p className="application-card__job">
        {job.company.name} · {job.location}
      </p>
      <p className="muted">
        Applied <time dateTime={application.applied_at}>{dateFormat.format(new Date(application.applied_at))}</time>
      </p>
      {application.cover_letter ? (
        <div className="application-card__letter">
          <h4>Cover letter</h4>
          <p>{truncate(application.cover_letter, COVER_LETTER_PREVIEW_LENGTH)}</p>
        </div>
      ) : null}
      {application.employer_notes ? (
        <div className="application-card__letter">
          <h4>Note from the employer</h4>
          <p>{application.employer_notes}</p>
        </div>
      ) : null}
      <ApplicationDisclosure application={application} />
      <ApplicationHistory applicationId={application.id} jobTitle={job.title} />
      <LazyApplicantRequests application={application} />
      <div className="cluster">
        <Link to={`/jobs/${job.id}`} className="button button--secondary button--small">
          View Job<span className="visually-hidden"> {job.title}</span>
        </Link>
        {application.status === 'applied' ? (
          <button type="button" className="button button--danger button--small" onClick={onWithdraw}>
            Withdraw<span className="visually-hidden"> application for {job.title}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
