import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { useState } from 'react';
import {
  COVER_LETTER_PREVIEW_LENGTH,
  DISABILITY_TYPE_LABELS,
  APPLICATION_STATUS_LABELS,
  JOB_TYPE_LABELS,
  salaryText,
  truncate,
  type DisabilityType,
  type JobType,
} from '@jobboard/contracts/job-options';
import { displayName, initials } from '@jobboard/contracts/roles';
import type { EmployerApplication } from '@jobboard/contracts/review';
import { dateText } from '../../../lib/time.ts';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { StatusTimeline } from '../../../ui/status-timeline.tsx';
import type { SettableStatus } from '../api/my-applicants.ts';
import { StatusActions } from './status-actions.tsx';
import { DisabilityFacts } from '../../../ui/disability-facts.tsx';
import { Fact } from '../../../ui/fact.tsx';
import { TagList } from '../../../ui/tag-list.tsx';
import { educationLabel } from '../../../lib/education-labels.ts';
import { LazyEmployerRequests } from '../../accommodation-requests/lazy.tsx';

const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** Ids other parts of the page move focus to after a status change. */
export const entryIds = (id: string) => ({ heading: `applicant-${id}`, job: `applicant-${id}-job`, status: `applicant-${id}-status` });

function CoverLetter({ text }: { text: string }) {
  const [full, setFull] = useState(false);
  const long = text.length > COVER_LETTER_PREVIEW_LENGTH;
  return (
    <>
      <p className="applicant__letter">{full || !long ? text : truncate(text, COVER_LETTER_PREVIEW_LENGTH)}</p>
      {long ? (
        <button type="button" className="button button--link button--small" aria-expanded={full} onClick={() => setFull((f) => !f)}>
          {full ? 'Show less' : 'Show full cover letter'}
        </button>
      ) : null}
    </>
  );
}

/**
 * One application as the employer reviews it: who, for which job, status, resume and next steps
 * in view; the applicant's details, the job's and the cover letter folded away until opened.
 */
export function ApplicantEntry({
  application,
  busy,
  onAction,
  headingLevel = 2,
}: {
  application: EmployerApplication;
  busy: boolean;
  onAction: (next: SettableStatus) => void;
  /** 3 when the entries sit under a heading per job. */
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  const { applicant, job } = application;
  const person = { first_name: applicant.firstName, last_name: applicant.lastName, email: applicant.email };
  const name = displayName(person);
  const ids = entryIds(application.id);
  return (
    <article className="card applicant" aria-labelledby={`${ids.heading} ${ids.job}`}>
      <div className="applicant__head">
        <PersonAvatar pictureUrl={applicant.profilePictureUrl} initials={initials(person)} />
        <div>
          <Name id={ids.heading} className="applicant__name">
            {name}
          </Name>
          <p id={ids.job} className="applicant__job">
            applied for {job.title}
          </p>
        </div>
      </div>
      <p id={ids.status} tabIndex={-1} className="applicant__status">
        Status: <StatusBadge tone={APPLICATION_STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</StatusBadge>
        <span className="muted">
          {' '}
          · Applied <time dateTime={application.appliedAt}>{dateText(application.appliedAt)}</time>
        </span>
      </p>

      <details className="applicant__more">
        <summary>
          Details and cover letter<span className="visually-hidden"> of {name}</span>
        </summary>
        <div className="applicant__columns">
          <section aria-labelledby={`${ids.heading}-details`}>
            <Section id={`${ids.heading}-details`}>Applicant details</Section>
            <dl className="details-list">
              <Fact term="Email">
                <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
              </Fact>
              <Fact term="Phone">{applicant.phone ? <a href={`tel:${applicant.phone}`}>{applicant.phone}</a> : null}</Fact>
              <Fact term="Experience">{applicant.experienceYears === null ? null : yearsText(applicant.experienceYears)}</Fact>
              <Fact term="Education">{educationLabel(applicant.education)}</Fact>
              <Fact term="Skills">
                {applicant.skills.length ? <TagList items={applicant.skills} /> : null}
              </Fact>
              <Fact term="Bio">{applicant.bio}</Fact>
              <DisabilityFacts
                shared={application.disability_shared}
                needs={applicant.accessibilityNeeds?.map((n) => DISABILITY_TYPE_LABELS[n as DisabilityType] ?? n)}
                accommodations={applicant.accommodations}
                needed={applicant.accommodationsNeeded?.map(accommodationLabel)}
                notShared="Not shared yet. The applicant chose to share it at a later stage of this application, or not at all."
              />
            </dl>
          </section>
          <section aria-labelledby={`${ids.heading}-jobdetails`}>
            <Section id={`${ids.heading}-jobdetails`}>Job details</Section>
            <dl className="details-list">
              <Fact term="Job">{job.title}</Fact>
              <Fact term="Company">{job.company.name}</Fact>
              <Fact term="Location">{job.location}</Fact>
              <Fact term="Type">{JOB_TYPE_LABELS[job.jobType as JobType] ?? job.jobType}</Fact>
              <Fact term="Salary">{salaryText(job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryPeriod)}</Fact>
            </dl>
          </section>
        </div>

        <section aria-labelledby={`${ids.heading}-letter`}>
          <Section id={`${ids.heading}-letter`}>Cover letter</Section>
          {application.coverLetter ? <CoverLetter text={application.coverLetter} /> : <p className="muted">No cover letter</p>}
        </section>
      </details>
      <p>
        {application.resumeUrl ? (
          <a href={application.resumeUrl} className="button button--secondary button--small">
            Download resume<span className="visually-hidden"> of {name}</span>
          </a>
        ) : (
          <span className="muted">No resume attached</span>
        )}
      </p>

      <LazyEmployerRequests applicationId={application.id} applicantName={name} />
      <StatusActions status={application.status} who={`${name}, ${job.title}`} busy={busy} onAction={onAction} />
      <details className="applicant__history">
        <summary>
          Status history<span className="visually-hidden"> of {name}&apos;s application</span>
        </summary>
        <StatusTimeline history={application.history} labels={APPLICATION_STATUS_LABELS} />
      </details>
    </article>
  );
}
