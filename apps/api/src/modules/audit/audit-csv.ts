import { AUDIT_ACTIONS, type AuditAction } from '@jobboard/contracts/audit';
import { csvLine } from '../../platform/csv.ts';
import type { AuditRow } from './audit.repository.ts';

export const CSV_HEADER = [
  'Timestamp',
  'User ID',
  'First Name',
  'Last Name',
  'Email',
  'Role',
  'Action',
  'Severity',
  'Entity Type',
  'Entity ID',
  'Description',
  'IP Address',
  'User Agent',
  'Status',
] as const;

/** One audit row as a CSV line; descriptions and user agents carry text people typed (see csvCell). */
export function csvRow(r: AuditRow): string {
  return csvLine([
    r.createdAt.toISOString(),
    r.userId,
    r.actorFirstName,
    r.actorLastName,
    r.actorEmail,
    r.actorRole,
    r.actionType,
    AUDIT_ACTIONS[r.actionType as AuditAction] ?? '',
    r.entityType,
    r.entityId,
    r.description,
    r.ipAddress,
    r.userAgent,
    r.success ? 'Success' : 'Failed',
  ]);
}
