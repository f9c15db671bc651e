import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  APPLICANT_STATUS_LABELS,
  CARD_DESCRIPTION_LENGTH,
  DISABILITY_TYPE_LABELS,
  JOB_TYPE_LABELS,
  salaryText,
  truncate,
} from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { formatDate } from '../job-text.ts';
import '../jobs.css';
import { TagList } from '../../../ui/tag-list.tsx';
import { LazyMatchNote } from '../../accommodations/lazy-match-note.tsx';
import { CompanyName } from '../../companies/components/company-name.tsx';

/**
 * One job in a list: the title is its main link; the company name links to a visible company page
 * (left out on that company's own page).
 */
export function JobCard({ job, actions, headingLevel = 3, showCompany = true }: { job: Job; actions?: ReactNode; headingLevel?: 2 | 3; showCompany?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `job-card-${job.id}`;
  return (
    <article className="card job-card" aria-labelledby={titleId}>
      <div className="job-card__head">
        <Heading id={titleId} className="job-card__title">
          <Link to={`/jobs/${job.id}`}>{job.title}</Link>
        </Heading>
        {job.my_application ? (
          <p className="job-card__status">
            <span className="visually-hidden">Your application: </span>
            <StatusBadge tone={APPLICATION_STATUS_TONES[job.my_application.status]}>{APPLICANT_STATUS_LABELS[job.my_application.status]}</StatusBadge>
          </p>
        ) : null}
      </div>
      {showCompany && job.company_name ? (
        <p className="job-card__company">
          <CompanyName job={job} lazy />
        </p>
      ) : null}
      {/* Each fact says what it is to a screen reader: a bare "Not specified" or "Contract" means nothing out of sight. */}
      <ul className="job-card__facts" aria-label="Key facts">
        <li>
          <span className="visually-hidden">Location: </span>
          {job.location}
        </li>
        {job.is_remote ? (
          <li>
            <span className="badge">Remote</span>
          </li>
        ) : null}
        <li>
          <span className="visually-hidden">Job type: </span>
          {JOB_TYPE_LABELS[job.job_type]}
        </li>
        <li>
          <span className="visually-hidden">Salary: </span>
          {salaryText(job.salary_min, job.salary_max, job.salary_currency, job.salary_period)}
        </li>
      </ul>
      <p className="job-card__description">{truncate(job.description, CARD_DESCRIPTION_LENGTH)}</p>
      <TagList items={job.disability_types.map((type) => DISABILITY_TYPE_LABELS[type])} label="Disability types welcomed" />
      <LazyMatchNote match={job.accommodation_match} compact />
      <div className="job-card__foot">
        <p className="muted">Posted {formatDate(job.created_at)}</p>
        {actions}
      </div>
    </article>
  );
}
