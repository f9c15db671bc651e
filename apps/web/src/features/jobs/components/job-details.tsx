import { DISABILITY_TYPE_LABELS, JOB_TYPE_LABELS, salaryText } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { formatDate, textLines } from '../job-text.ts';
import { TagList } from '../../../ui/tag-list.tsx';
import { OfferedAccommodations, WorkRequirements } from './job-accommodations.tsx';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

// NOTE: the job list's LazyMatchNote and CompanyName, written out here: the bundler keeps those small
// modules in the job card's chunk, and importing them made every job page load the whole card
// (the page's JavaScript budget, docs/architecture.md#performance-budgets).
const MatchNote = lazy(() => import('../../accommodations/accommodation-match.tsx').then((m) => ({ default: m.AccommodationMatchNote })));

export type JobDetailsData = Pick<
  Job,
  | 'company_name'
  | 'company_website'
  | 'company'
  | 'description'
  | 'requirements'
  | 'responsibilities'
  | 'benefits'
  | 'accommodations'
  | 'location'
  | 'job_type'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'is_remote'
  | 'disability_types'
  | 'accommodations_offered'
  | 'work_requirements'
  | 'accommodation_match'
  | 'category'
  | 'created_at'
  | 'expires_at'
>;

/** Only web addresses become links (never javascript: or data: URLs from a posting). */
const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section aria-labelledby={id} className="job-detail__section">
      <h2 id={id}>{title}</h2>
      <p className="job-detail__text">{text.trim()}</p>
    </section>
  );
}

/** Everything about a job, as job detail and the employer's preview both show it. */
export function JobDetails({ job }: { job: JobDetailsData }) {
  const website = safeWebsite(job.company_website);
  const benefits = textLines(job.benefits);
  return (
    <div className="job-detail__body stack">
      {job.company_name ? (
        <p className="job-detail__company">
          <span className="company-name">
            {job.company?.logo_url ? <img className="company-name__logo" src={job.company.logo_url} alt="" width={24} height={24} /> : null}
            {job.company ? <Link to={`/companies/${job.company.slug}`}>{job.company_name}</Link> : job.company_name}
          </span>
          {website ? (
            <>
              {' · '}
              <a href={website} rel="noopener noreferrer">
                Company website<span className="visually-hidden"> of {job.company_name}</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <dl className="details-list job-detail__facts">
        <dt>Salary</dt>
        <dd>{salaryText(job.salary_min, job.salary_max, job.salary_currency, job.salary_period)}</dd>
        <dt>Job type</dt>
        <dd>{JOB_TYPE_LABELS[job.job_type]}</dd>
        <dt>Location</dt>
        {/* The next row says whether the job is remote, so no Remote badge here: it would be read twice. */}
        <dd>{job.location}</dd>
        <dt>Remote work</dt>
        <dd>{job.is_remote ? 'Yes, this job can be done remotely' : 'No, on-site'}</dd>
        <dt>Posted</dt>
        <dd>{formatDate(job.created_at) || 'Not posted yet'}</dd>
        <dt>Application deadline</dt>
        <dd>{formatDate(job.expires_at) || 'No deadline'}</dd>
        <dt>Category</dt>
        <dd>{job.category || 'Not specified'}</dd>
      </dl>
      {job.accommodation_match ? (
        <Suspense fallback={null}>
          <MatchNote match={job.accommodation_match} />
        </Suspense>
      ) : null}
      {job.disability_types.length ? (
        <section aria-labelledby="job-disability-types" className="job-detail__section">
          <h2 id="job-disability-types">Disability types welcomed</h2>
          <TagList items={job.disability_types.map((type) => DISABILITY_TYPE_LABELS[type])} />
        </section>
      ) : null}
      <TextSection id="job-description" title="About the job" text={job.description} />
      <TextSection id="job-requirements" title="Requirements" text={job.requirements} />
      <TextSection id="job-responsibilities" title="Responsibilities" text={job.responsibilities} />
      {benefits.length ? (
        <section aria-labelledby="job-benefits" className="job-detail__section">
          <h2 id="job-benefits">Benefits</h2>
          <ul>
            {benefits.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <OfferedAccommodations offered={job.accommodations_offered} text={job.accommodations} />
      <WorkRequirements requirements={job.work_requirements} />
    </div>
  );
}
