import { and, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@jobboard/contracts/audit-api';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditRow = Omit<typeof auditLog.$inferSelect, 'prevHash' | 'hash'>;
const { prevHash: _prevHash, hash: _hash, ...columns } = getTableColumns(auditLog);

/** The WHERE of the filters; each one a person can pick has an index that also carries the order (0007). */
function condition(f: AuditFilter, extra: SQL[] = []): SQL | undefined {
  const parts: SQL[] = [...extra];
  if (f.userId) parts.push(eq(auditLog.userId, f.userId));
  if (f.actionType) parts.push(eq(auditLog.actionType, f.actionType));
  if (f.entityType) parts.push(eq(auditLog.entityType, f.entityType));
  if (f.success) parts.push(eq(auditLog.success, f.success === 'true'));
  if (f.startDate) parts.push(gte(auditLog.createdAt, f.startDate));
  if (f.endDate) parts.push(lte(auditLog.createdAt, f.endDate));
  if (f.ipAddress) parts.push(eq(auditLog.ipAddress, f.ipAddress));
  return parts.length ? and(...parts) : undefined;
}

/** One page of matching rows, newest first (by their place in the chain), and how many match. */
export async function listLogs(db: Db, f: AuditFilter, offset: number, limit: number) {
  const where = condition(f);
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where),
  ]);
  return { rows, total: counted!.n };
}

/**
 * The next batch of matching rows older than `beforeSeq` (keyset paging): an export walks the
 * whole trail this way with one batch in memory at a time, however many rows match.
 */
export async function exportBatch(db: Db, f: AuditFilter, beforeSeq: number | null, size: number): Promise<AuditRow[]> {
  const where = condition(f, beforeSeq === null ? [] : [lt(auditLog.seq, beforeSeq)]);
  return db.select(columns).from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(size);
}

/** Successful and failed actions since `since`. */
export function countBySuccess(db: Db, since: Date) {
  return db
    .select({ success: auditLog.success, count: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(gte(auditLog.createdAt, since))
    .groupBy(auditLog.success);
}

export type TopUser = { user_id: string | null; email: string | null; first_name: string | null; last_name: string | null; role: string | null; count: number };

/**
 * The users with most actions since `since`, named as their latest row names them. NOTE: the
 * names are looked up for the ten winners only (an index walk on user_id, seq each), not
 * aggregated over every row of the range.
 */
export async function topUsers(db: Db, since: Date, limit: number): Promise<TopUser[]> {
  const result = await db.execute(sql`
    select t.user_id, t.n as count, l.actor_email as email, l.actor_first_name as first_name, l.actor_last_name as last_name, l.actor_role as role
    from (
      select user_id, count(*)::int as n from ${auditLog}
      where created_at >= ${since.toISOString()}::timestamptz and user_id is not null
      group by user_id order by n desc, user_id limit ${limit}
    ) t
    cross join lateral (
      select actor_email, actor_first_name, actor_last_name, actor_role from ${auditLog} a
      where a.user_id = t.user_id order by a.seq desc limit 1
    ) l
    order by t.n desc, t.user_id`);
  return (result as unknown as { rows: TopUser[] }).rows.map((r) => ({ ...r, count: Number(r.count) }));
}
