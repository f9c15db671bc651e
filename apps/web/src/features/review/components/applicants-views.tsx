import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@jobboard/contracts/job-options';
import { displayName } from '@jobboard/contracts/roles';
import type { EmployerApplication } from '@jobboard/contracts/review';
import { dateText } from '../../../lib/time.ts';
import { EmailText } from '../../../ui/email-text.tsx';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import type { ApplicantsView, SettableStatus } from '../api/my-applicants.ts';
import { APPLICANTS_VIEWS } from '../applicants-filter.ts';
import { ApplicantEntry } from './applicant-entry.tsx';
import { StatusActions } from './status-actions.tsx';
import '../../../ui/data-table.css';

type ViewProps = {
  applications: EmployerApplication[];
  busyId: string | undefined;
  onAction: (application: EmployerApplication, next: SettableStatus) => void;
};

const nameOf = (a: EmployerApplication) => displayName({ first_name: a.applicant.firstName, last_name: a.applicant.lastName, email: a.applicant.email });

/** "Show as": cards grouped by job, a compact table, or a board by status. */
export function ViewChoice({ view, onChange }: { view: ApplicantsView; onChange: (view: ApplicantsView) => void }) {
  return (
    <fieldset className="view-choice">
      <legend>Show applicants as</legend>
      {APPLICANTS_VIEWS.map((v) => (
        <label key={v.id} className="view-choice__option">
          <input type="radio" name="applicants-view" value={v.id} checked={view === v.id} onChange={() => onChange(v.id)} />
          {v.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The page's applications by job, in the order their newest application came. */
export function groupByJob(applications: EmployerApplication[]): Array<{ jobId: string; title: string; applications: EmployerApplication[] }> {
  const groups = new Map<string, { jobId: string; title: string; applications: EmployerApplication[] }>();
  for (const application of applications) {
    const group = groups.get(application.job.id) ?? { jobId: application.job.id, title: application.job.title, applications: [] };
    group.applications.push(application);
    groups.set(application.job.id, group);
  }
  return [...groups.values()];
}

/** Cards, one section per job; each card's details fold away. */
export function ApplicantCards({ applications, busyId, onAction, oneJob }: ViewProps & { oneJob: boolean }) {
  const entries = (list: EmployerApplication[], headingLevel: 2 | 3) => (
    <ul className="applicant-list">
      {list.map((application) => (
        <li key={application.id}>
          <ApplicantEntry application={application} headingLevel={headingLevel} busy={busyId === application.id} onAction={(next) => onAction(application, next)} />
        </li>
      ))}
    </ul>
  );
  if (oneJob) return entries(applications, 2);
  return (
    <div className="stack">
      {groupByJob(applications).map((group) => (
        <section key={group.jobId} className="applicant-group" aria-labelledby={`job-group-${group.jobId}`}>
          <h2 id={`job-group-${group.jobId}`} className="applicant-group__title">
            {group.title} <span className="muted">({group.applications.length} on this page)</span>
          </h2>
          {entries(group.applications, 3)}
        </section>
      ))}
    </div>
  );
}

/** One row per application: who, for which job, where it stands, and the next steps. */
export function ApplicantsTable({ applications, busyId, onAction }: ViewProps) {
  return (
    <div className="data-table-wrap">
      <table className="data-table applicants-table">
        <caption className="visually-hidden">Applicants on this page</caption>
        <thead>
          <tr>
            <th scope="col">Applicant</th>
            <th scope="col">Job</th>
            <th scope="col">Status</th>
            <th scope="col">Applied</th>
            <th scope="col">Change status</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <th scope="row" data-label="Applicant">
                {nameOf(application)}
                <br />
                <a href={`mailto:${application.applicant.email}`} className="applicants-table__email">
                  <EmailText email={application.applicant.email} />
                </a>
              </th>
              <td data-label="Job">{application.job.title}</td>
              <td data-label="Status">
                <StatusBadge tone={APPLICATION_STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</StatusBadge>
              </td>
              <td data-label="Applied">
                <time dateTime={application.appliedAt}>{dateText(application.appliedAt)}</time>
              </td>
              <td data-label="Change status">
                <StatusActions status={application.status} who={`${nameOf(application)}, ${application.job.title}`} busy={busyId === application.id} onAction={(next) => onAction(application, next)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column per status (only those with applicants on this page), each a list; buttons move an application on. */
export function ApplicantsBoard({ applications, busyId, onAction }: ViewProps) {
  const columns = APPLICATION_STATUSES.map((status) => ({ status, list: applications.filter((a) => a.status === status) })).filter((c) => c.list.length);
  return (
    <div className="applicants-board">
      {columns.map(({ status, list }) => (
        <section key={status} className="applicants-board__column" aria-labelledby={`board-${status}`}>
          <h2 id={`board-${status}`} className="applicants-board__title">
            {APPLICATION_STATUS_LABELS[status]} <span className="muted">({list.length})</span>
          </h2>
          <ul className="applicants-board__list">
            {list.map((application) => (
              <li key={application.id} className="card applicants-board__item">
                <h3 className="applicants-board__name">{nameOf(application)}</h3>
                <p className="applicants-board__job">
                  {application.job.title} · Applied <time dateTime={application.appliedAt}>{dateText(application.appliedAt)}</time>
                </p>
                <StatusActions status={application.status} who={`${nameOf(application)}, ${application.job.title}`} busy={busyId === application.id} onAction={(next) => onAction(application, next)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
