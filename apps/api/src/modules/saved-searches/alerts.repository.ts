import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../jobs/jobs.repository.ts';
import { savedSearches } from '../../db/schema.ts';
import type { SavedSearchRow } from './saved-searches.repository.ts';

export type DueSearch = Pick<SavedSearchRow, 'id' | 'name' | 'query'> & { checkedUntil: string; checkedUntilMs: number; email: string; firstName: string | null; needs: string[] };
/** A moment as the database keeps it (text, to the microsecond) and in milliseconds, to compare with jobs' dates. */
export type Moment = { at: string; ms: number };

/** When the newest public job was posted: nothing is due while it is no newer than a search's last look. */
export async function newestPublicJob(db: Db): Promise<Moment | null> {
  const [row] = rowsOf<{ at: string | null; ms: number | null }>(
    await db.execute(sql`
      select max(created_at)::text as at, (extract(epoch from max(created_at)) * 1000)::float8 as ms
      from jobs where status = 'active' and (expires_at is null or expires_at > now())`),
  );
  return row?.at ? { at: row.at, ms: Number(row.ms) } : null;
}

/**
 * Saved searches due for a look, oldest look first: not paused, their owner active with job alerts
 * on, and instant ones every time, daily ones a day after their last look, weekly ones a week after.
 */
export async function dueSearches(db: Db, newest: string, limit: number): Promise<DueSearch[]> {
  return rowsOf<DueSearch>(
    await db.execute(sql`
      select s.id, s.name, s.query, s.checked_until::text as "checkedUntil", (extract(epoch from s.checked_until) * 1000)::float8 as "checkedUntilMs", u.email, u.first_name as "firstName", u.accommodations_needed as needs
      from saved_searches s
      join users u on u.id = s.user_id and u.is_active and u.role = 'applicant'
      left join user_preferences p on p.user_id = s.user_id
      where not s.paused and coalesce(p.job_alerts, true) and s.checked_until < ${newest}::timestamptz
        and (s.frequency = 'instant'
          or (s.frequency = 'daily' and s.checked_until <= now() - interval '1 day')
          or (s.frequency = 'weekly' and s.checked_until <= now() - interval '7 days'))
      order by s.checked_until
      limit ${limit}`),
  );
}

/** Moves the look of searches that found nothing new forward, in one statement. */
export async function markAllChecked(db: Db, ids: string[], until: string) {
  if (!ids.length) return;
  await db.execute(sql`update ${savedSearches} set checked_until = ${until}::timestamptz where id = any(${sql.param(ids)}::uuid[])`);
}

/** Moves a search's look forward; `alerted` when a mail went with it. */
export async function markChecked(db: Db, id: string, until: string, alerted: boolean) {
  await db.execute(sql`
    update ${savedSearches} set checked_until = ${until}::timestamptz ${alerted ? sql`, last_alert_at = now()` : sql``}
    where id = ${id}`);
}

/** Pauses a search (the unsubscribe link); answers its name, or nothing when there is no such search. */
export async function pause(db: Db, id: string): Promise<string | undefined> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`update ${savedSearches} set paused = true, updated_at = now() where id = ${id} returning name`));
  return row?.name;
}

export async function nameOf(db: Db, id: string): Promise<{ name: string; paused: boolean } | undefined> {
  const [row] = rowsOf<{ name: string; paused: boolean }>(await db.execute(sql`select name, paused from ${savedSearches} where id = ${id}`));
  return row;
}
