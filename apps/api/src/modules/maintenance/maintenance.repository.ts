import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../jobs/jobs.repository.ts';

/** A timestamp parameter as ISO text, so both drivers bind it the same way. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Active jobs whose application deadline has passed become Inactive; answers them for their employers. */
export async function closePastDeadline(db: Db, now: Date) {
  const result = await db.execute(sql`
    update jobs set status = 'inactive', updated_at = ${at(now)}
    where status = 'active' and expires_at is not null and expires_at <= ${at(now)}
    returning id, employer_id as "employerId", title`);
  return rowsOf<{ id: string; employerId: string; title: string }>(result);
}

/** Sessions past their end, and signed-out ones after a month (kept that long for the security log). */
export async function deleteOldSessions(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from sessions where expires_at <= ${at(now)} or revoked_at <= ${at(now)} - interval '30 days' returning 1`);
  return rowsOf(result).length;
}

/** Reset codes that can no longer be used: expired or used. */
export async function deleteDeadResetCodes(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`delete from password_reset_codes where expires_at <= ${at(now)} or used_at is not null returning 1`);
  return rowsOf(result).length;
}

/**
 * Daily view rows older than two years: the longest comparison a page makes is a year against
 * the year before. A job's total views are its own counter and do not move.
 */
export async function deleteOldViews(db: Db, now: Date): Promise<number> {
  const before = sql`(${at(now)} - interval '731 days')::date`;
  const jobViews = await db.execute(sql`delete from job_views where day < ${before} returning 1`);
  return rowsOf(jobViews).length;
}
