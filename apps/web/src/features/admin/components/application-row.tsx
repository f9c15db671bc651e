import { useId, useState } from 'react';
import { ADMIN_APPLICATION_STATUSES, ADMIN_STATUS_LABELS, adminStatusOf, type AdminApplication, type AdminApplicationStatus } from '@jobboard/contracts/admin-applications';
import { EMPLOYER_STATUS_LABELS } from '@jobboard/contracts/job-options';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';

type Props = { application: AdminApplication; busy: boolean; onStatus: (status: AdminApplicationStatus) => void; onDelete: () => void };

/** The admin's word for the stored status ('Interviewing', 'Withdrawn'), else the employer's label. */
export const adminStatusLabel = (status: AdminApplication['status']) => {
  const admin = adminStatusOf(status);
  return admin ? ADMIN_STATUS_LABELS[admin] : EMPLOYER_STATUS_LABELS[status];
};

/** One application: the select picks any admin status; the change is applied by its own button. */
export function ApplicationRow({ application: a, busy, onStatus, onDelete }: Props) {
  const current = adminStatusOf(a.status);
  const [status, setStatus] = useState<AdminApplicationStatus | ''>(current ?? '');
  const id = useId();
  const applied = new Date(a.created_at).toLocaleDateString();
  const what = `${a.applicant_name} for ${a.job_title}`;
  return (
    <tr>
      <th scope="row">
        <span className="admin-table__note">ID: {a.id}</span>
        <span className="admin-table__note">Applied {applied}</span>
      </th>
      <td>
        {a.job_title}
        <span className="admin-table__note">{a.company_name || 'Unknown Company'}</span>
      </td>
      <td>
        {a.applicant_name}
        <span className="admin-table__note">{a.applicant_email}</span>
      </td>
      <td>
        {a.employer_name}
        <span className="admin-table__note">{a.employer_email}</span>
      </td>
      <td>
        <StatusBadge tone={APPLICATION_STATUS_TONES[a.status]}>{adminStatusLabel(a.status)}</StatusBadge>
      </td>
      <td>{applied}</td>
      <td>
        <div className="admin-table__actions">
          <label className="visually-hidden" htmlFor={`${id}-status`}>
            New status for the application of {what}
          </label>
          <select id={`${id}-status`} value={status} disabled={busy} onChange={(e) => setStatus(e.target.value as AdminApplicationStatus)}>
            {current ? null : <option value="">{adminStatusLabel(a.status)}</option>}
            {ADMIN_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ADMIN_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <button type="button" className="button button--small button--secondary" disabled={busy || !status || status === current} onClick={() => status && onStatus(status)}>
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
