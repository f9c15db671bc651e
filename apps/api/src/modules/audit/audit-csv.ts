import { AUDIT_ACTIONS, type AuditAction } from '@jobboard/contracts/audit';
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

// A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage return).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). NOTE: text that a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP "CSV injection"): descriptions and user agents carry text people typed.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | boolean | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

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
