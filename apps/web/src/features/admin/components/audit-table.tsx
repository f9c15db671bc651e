import { auditActionName, type AuditLog } from '@jobboard/contracts/audit-api';
import { ROLE_LABELS, type Role } from '@jobboard/contracts/roles';
import type { ReactNode } from 'react';
import { EmailText } from '../../../ui/email-text.tsx';
import { ShortId } from '../../../ui/short-id.tsx';
import { TableRegion } from './table-region.tsx';

const SEVERITY_TEXT = { critical: 'Critical', error: 'Error', warning: 'Warning', info: 'Info' } as const;

function who(log: AuditLog): ReactNode {
  const name = [log.first_name, log.last_name].filter(Boolean).join(' ').trim();
  return name || (log.email ? <EmailText email={log.email} /> : 'Unknown user');
}

/** The log rows, styled by severity with the severity also in words (not colour alone). */
export function AuditTable({ logs, busy }: { logs: AuditLog[]; busy: boolean }) {
  return (
    <TableRegion label="Audit logs" busy={busy}>
      <table className="data-table">
        <caption className="visually-hidden">Audit logs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Timestamp</th>
            <th scope="col">User</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Description</th>
            <th scope="col">IP Address</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id} className={`audit-row--${log.severity_level ?? 'default'}`}>
              <td data-label="Timestamp">{new Date(log.created_at).toLocaleString()}</td>
              <td data-label="User">
                {who(log)}
                {log.role ? <span className="data-table__note">{ROLE_LABELS[log.role as Role] ?? log.role}</span> : null}
              </td>
              <td data-label="Action">
                {auditActionName(log.action_type)}
                {log.severity_level ? <span className="data-table__note">Severity: {SEVERITY_TEXT[log.severity_level]}</span> : null}
              </td>
              <td data-label="Entity">
                {log.entity_type}
                {log.entity_id ? (
                  <span className="data-table__note">
                    <ShortId id={log.entity_id} of={log.entity_type} />
                  </span>
                ) : null}
              </td>
              <td data-label="Description">{log.description}</td>
              <td data-label="IP address">{log.ip_address || 'N/A'}</td>
              <td data-label="Status">{log.success ? 'Success' : 'Failed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
