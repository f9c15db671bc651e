/**
 * Recent activity for administrators: the audit trail and the application history, newest first,
 * as sentences. Never an IP address or a user agent.
 */
import { sql } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './sql.ts';

export type Activity = { icon: 'user' | 'job' | 'application' | 'security' | 'system'; text: string; time: string };

/**
 * Left out: sign-ins and sign-outs (noise), and the application actions whose history rows say
 * the same with the applicant's name.
 */
const SKIPPED_ACTIONS = ['LOGIN_SUCCESS', 'LOGOUT', 'APPLICATION_CREATED', 'APPLICATION_WITHDRAWN', 'APPLICATION_STATUS_CHANGED'];

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

type AuditActivityRow = {
  time: string; actionType: string; entityType: string; description: string; success: boolean;
  firstName: string | null; lastName: string | null; email: string | null;
};
type HistoryActivityRow = {
  time: string; fromStatus: string | null; toStatus: string; jobTitle: string;
  applicantFirst: string | null; applicantLast: string | null; applicantEmail: string;
  byFirst: string | null; byLast: string | null; byEmail: string | null; byApplicant: boolean;
};

const nameOf = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter((p) => p?.trim()).join(' ').trim() || email || null;

// IPv4 and IPv6 addresses, in case a description ever carries one. An IPv6 candidate counts when
// it has '::' or at least four colons, so times like 10:30:00 stay.
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
const IPV6 = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi;
const withoutAddresses = (text: string) =>
  text.replace(IPV4, '[address]').replace(IPV6, (m) => (m.includes('::') || m.split(':').length > 4 ? '[address]' : m));

function auditIcon(row: AuditActivityRow): Activity['icon'] {
  if (!row.success || row.entityType === 'security') return 'security';
  if (row.actionType === 'AUDIT_EXPORTED') return 'system';
  if (row.entityType === 'job') return 'job';
  if (row.entityType === 'application') return 'application';
  return 'user';
}

export function auditActivity(row: AuditActivityRow): Activity {
  const who = nameOf(row.firstName, row.lastName, row.email) ?? 'A visitor';
  return { icon: auditIcon(row), text: withoutAddresses(`${who}: ${row.description}`), time: row.time };
}

export function historyActivity(row: HistoryActivityRow): Activity {
  const applicant = nameOf(row.applicantFirst, row.applicantLast, row.applicantEmail)!;
  const job = `"${row.jobTitle}"`;
  let text: string;
  if (row.toStatus === 'applied') text = `${applicant} ${row.fromStatus ? 're-applied' : 'applied'} for ${job}`;
  else if (row.toStatus === 'applicant_withdrew') text = `${applicant} withdrew their application for ${job}`;
  else {
    const status = APPLICATION_STATUS_LABELS[row.toStatus as ApplicationStatus] ?? row.toStatus;
    const by = row.byApplicant ? null : nameOf(row.byFirst, row.byLast, row.byEmail);
    text = `${by ?? 'An employer'} moved the application of ${applicant} for ${job} to ${status}`;
  }
  return { icon: 'application', text: withoutAddresses(text), time: row.time };
}

/** The latest `limit` activities of both sources, merged newest first. */
export async function recentActivity(db: Db, limit = 10): Promise<Activity[]> {
  const [audit, history] = await Promise.all([
    rowsOf<AuditActivityRow>(db, sql`
      select to_char(created_at at time zone 'UTC', ${sql.raw(ISO)}) as "time", action_type as "actionType", entity_type as "entityType",
        description as "description", success as "success",
        actor_first_name as "firstName", actor_last_name as "lastName", actor_email as "email"
      from audit_log where action_type not in (${sql.join(SKIPPED_ACTIONS.map((a) => sql`${a}`), sql`, `)})
      order by seq desc limit ${limit}`),
    rowsOf<HistoryActivityRow>(db, sql`
      select to_char(h.created_at at time zone 'UTC', ${sql.raw(ISO)}) as "time", h.from_status as "fromStatus", h.to_status as "toStatus",
        j.title as "jobTitle", u.first_name as "applicantFirst", u.last_name as "applicantLast", u.email as "applicantEmail",
        b.first_name as "byFirst", b.last_name as "byLast", b.email as "byEmail", (h.changed_by = a.applicant_id) as "byApplicant"
      from application_history h
      join applications a on a.id = h.application_id
      join jobs j on j.id = a.job_id
      join users u on u.id = a.applicant_id
      left join users b on b.id = h.changed_by
      order by h.created_at desc, h.id desc limit ${limit}`),
  ]);
  const merged = [...audit.map(auditActivity), ...history.map(historyActivity)];
  // ISO times in UTC sort as text.
  return merged.sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0)).slice(0, limit);
}
