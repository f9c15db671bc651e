import { useId, useState } from 'react';
import type { AdminApplication } from '@jobboard/contracts/admin-applications';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { EmailText } from '../../../ui/email-text.tsx';
import { ShortId } from '../../../ui/short-id.tsx';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';

type Props = { application: AdminApplication; busy: boolean; onStatus: (status: ApplicationStatus) => void; onDelete: () => void };

/** One application: the select picks any status; the change is applied by its own button. */
export function ApplicationRow({ application: a, busy, onStatus, onDelete }: Props) {
  const [status, setStatus] = useState<ApplicationStatus>(a.status);
  const id = useId();
  const what = `${a.applicant_name} for ${a.job_title}`;
  return (
    <tr>
      <th scope="row" data-label="Applicant">
        {a.applicant_name}
        <span className="data-table__note">
          <EmailText email={a.applicant_email} />
        </span>
      </th>
      <td data-label="Job">
        {a.job_title}
        <span className="data-table__note">{a.company_name || 'Unknown Company'}</span>
      </td>
      <td data-label="Employer">
        {a.employer_name}
        <span className="data-table__note">
          <EmailText email={a.employer_email} />
        </span>
      </td>
      <td data-label="Status">
        <StatusBadge tone={APPLICATION_STATUS_TONES[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</StatusBadge>
      </td>
      <td data-label="Applied">{new Date(a.created_at).toLocaleDateString()}</td>
      <td data-label="ID">
        <ShortId id={a.id} of="application" />
      </td>
      <td data-label="Actions">
        <div className="data-table__actions">
          <label className="visually-hidden" htmlFor={`${id}-status`}>
            New status for the application of {what}
          </label>
          <select id={`${id}-status`} value={status} disabled={busy} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <button type="button" className="button button--small button--secondary" disabled={busy || status === a.status} onClick={() => onStatus(status)}>
            Update<span className="visually-hidden"> the status of the application of {what}</span>
          </button>
          <button type="button" className="button button--small button--danger" disabled={busy} onClick={onDelete}>
            Delete<span className="visually-hidden"> the application of {what}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
