/**
 * The administrators' figures, each an SQL aggregate over an index (migration 0008). Users and
 * jobs are small enough for one pass with FILTER clauses computing both periods; applications are
 * counted through index ranges, since a pass over a million rows is most of the time budget.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Period } from './periods.ts';
import { at, before, oneRow, rowsOf, within } from './sql.ts';

const c = (name: string) => sql.raw(name);

export type UserFigures = {
  total: number; employers: number; newCurrent: number; newPrevious: number;
  active: number; earlier: number; retained: number;
};
export function userFigures(db: Db, p: Period) {
  const lastLoginInRange = within(c('last_login'), p.start, p.now);
  return oneRow<UserFigures>(db, sql`
    select count(*)::int as "total",
      count(*) filter (where role = 'employer')::int as "employers",
      count(*) filter (where ${within(c('created_at'), p.start, p.now)})::int as "newCurrent",
      count(*) filter (where ${before(c('created_at'), p.previousStart, p.start)})::int as "newPrevious",
      count(*) filter (where ${lastLoginInRange})::int as "active",
      count(*) filter (where created_at < ${at(p.start)})::int as "earlier",
      count(*) filter (where created_at < ${at(p.start)} and ${lastLoginInRange})::int as "retained"
    from users`);
}

/** Posted means not a draft; a job deleted later was still posted. */
const POSTED = sql.raw(`status <> 'draft'`);

export type JobFigures = { active: number; postedCurrent: number; postedPrevious: number; open: number };
export function jobFigures(db: Db, p: Period) {
  return oneRow<JobFigures>(db, sql`
    select count(*) filter (where status = 'active' and (expires_at is null or expires_at > ${at(p.now)}))::int as "active",
      count(*) filter (where ${POSTED} and ${within(c('created_at'), p.start, p.now)})::int as "postedCurrent",
      count(*) filter (where ${POSTED} and ${before(c('created_at'), p.previousStart, p.start)})::int as "postedPrevious",
      -- Open at some time in the range: posted by its end and not expired before its start.
      count(*) filter (where ${POSTED} and created_at <= ${at(p.now)} and (expires_at is null or expires_at >= ${at(p.start)}))::int as "open"
    from jobs`);
}

/** Jobs posted in the range that made a hire (both sides read from indexes alone). */
export async function jobsWithHire(db: Db, p: Period): Promise<number> {
  const row = await oneRow<{ n: number }>(db, sql`
    select count(*)::int as "n" from jobs j
    where j.status <> 'draft' and ${within(sql`j.created_at`, p.start, p.now)}
      and j.id in (select a.job_id from applications a where a.status = 'hired')`);
  return row.n;
}

// In an order whose two halves hold about as many applications each (applied and rejected are the most).
const APPLICATION_STATUS_LIST = ['applied', 'shortlisted', 'offered', 'hired', 'reviewing', 'interviewed', 'rejected', 'applicant_withdrew'] as const;
export const APPLICATION_STATUSES_SQL = sql.raw(
  `array['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected', 'applicant_withdrew']::text[]`,
);

export type StatusCounts = { status: string; earlier: number; previous: number; current: number; later: number };
/**
 * Applications per status before the previous period, in it, in the current one and after now:
 * together every application once, so the total costs no second pass. NOTE: one index range per
 * status and period on (status, applied_at); the check constraint lists every status. Grouping a
 * year of rows by status instead would hash each of them, three times slower.
 */
export async function applicationsByStatus(db: Db, p: Pick<Period, 'previousStart' | 'start' | 'now'>, withTotal = true): Promise<StatusCounts[]> {
  // Two halves of the statuses as two queries: PostgreSQL runs them on two connections at once.
  const halves = [APPLICATION_STATUS_LIST.slice(0, 4), APPLICATION_STATUS_LIST.slice(4)];
  return (await Promise.all(halves.map((statuses) => countByStatus(db, statuses, p, withTotal)))).flat();
}

function countByStatus(db: Db, statuses: readonly string[], p: Pick<Period, 'previousStart' | 'start' | 'now'>, withTotal: boolean) {
  const count = (where: SQL) => sql`(select count(*) from applications a where a.status = s.status and ${where})::int`;
  const zero = sql`0`;
  return rowsOf<StatusCounts>(db, sql`
    select s.status as "status",
      ${withTotal ? count(sql`a.applied_at < ${at(p.previousStart)}`) : zero} as "earlier",
      ${count(before(sql`a.applied_at`, p.previousStart, p.start))} as "previous",
      ${count(within(sql`a.applied_at`, p.start, p.now))} as "current",
      ${withTotal ? count(sql`a.applied_at > ${at(p.now)}`) : zero} as "later"
    from unnest(array[${sql.join(statuses.map((x) => sql`${x}`), sql`, `)}]::text[]) s(status)`);
}

export type DecisionFigures = { decisions: number; hires: number };
/** Hires and rejections made in the range, from the application history. */
export function decisionFigures(db: Db, p: Period) {
  return oneRow<DecisionFigures>(db, sql`
    select count(*)::int as "decisions", count(*) filter (where to_status = 'hired')::int as "hires"
    from application_history where to_status in ('hired', 'rejected') and ${within(c('created_at'), p.start, p.now)}`);
}

/** Mean days from applying to the hire, for hires made in the range that stand (both sides index-only). */
export async function daysToHire(db: Db, p: Period): Promise<number | null> {
  const row = await oneRow<{ days: number | null }>(db, sql`
    select (avg(extract(epoch from h.created_at - a.applied_at)) / 86400)::float8 as "days"
    from application_history h join applications a on a.id = h.application_id and a.status = 'hired'
    where h.to_status = 'hired' and ${within(sql`h.created_at`, p.start, p.now)}`);
  return row.days === null ? null : Number(row.days);
}

/** Mean minutes between a session's start and its last use, for sessions started in the range. */
export async function sessionMinutes(db: Db, p: Period): Promise<number | null> {
  const row = await oneRow<{ minutes: number | null }>(db, sql`
    select (avg(extract(epoch from last_used_at - created_at)) / 60)::float8 as "minutes"
    from sessions where ${within(c('created_at'), p.start, p.now)}`);
  return row.minutes === null ? null : Number(row.minutes);
}

export type Point = { label: string; value: number };

/** The categories with most jobs posted in the range, most first; jobs without one count as Other. */
export function topCategories(db: Db, p: Period, limit = 5) {
  return rowsOf<Point>(db, sql`
    select coalesce(nullif(trim(category), ''), 'Other') as "label", count(*)::int as "value"
    from jobs where ${POSTED} and ${within(c('created_at'), p.start, p.now)}
    group by 1 order by 2 desc, 1 limit ${limit}`);
}

/** Counts per value of `key` among the rows in the range (users and jobs). */
export function countsBy(db: Db, table: 'users' | 'jobs', key: string, timestamp: string, p: Period, where?: SQL) {
  return rowsOf<{ key: string; value: number }>(db, sql`
    select ${c(key)} as "key", count(*)::int as "value" from ${c(table)}
    where ${within(c(timestamp), p.start, p.now)} ${where ? sql`and ${where}` : sql``}
    group by 1`);
}

const STEP = { day: '24 hours', week: '168 hours' } as const;
const buckets = (p: Period) => sql`generate_series(${at(p.firstBucket)}, ${at(p.now)}, ${STEP[p.bucket]}::interval) g`;
const day = sql.raw(`to_char(g at time zone 'UTC', 'YYYY-MM-DD') as "day"`);

/**
 * Rows per day or week of the range, oldest first, empty buckets included (generate_series).
 * Steps are 24 and 168 hours, not '1 day', so buckets stay UTC days whatever the session's time
 * zone. `ranges` counts each bucket through an index on the timestamp (jobs, applications);
 * `bins` puts every row of the range in its bucket (users: a small table without that index).
 */
export function series(db: Db, table: 'users' | 'jobs' | 'applications', timestamp: string, p: Period, how: 'ranges' | 'bins', where?: SQL) {
  const ts = c(timestamp);
  const extra = where ? sql`and ${where}` : sql``;
  if (how === 'ranges') {
    return rowsOf<{ day: string; value: number }>(db, sql`
      select ${day}, (select count(*) from ${c(table)} x
        where x.${ts} >= greatest(g, ${at(p.start)}) and x.${ts} < g + ${STEP[p.bucket]}::interval and x.${ts} <= ${at(p.now)} ${extra})::int as "value"
      from ${buckets(p)} order by g`);
  }
  return rowsOf<{ day: string; value: number }>(db, sql`
    with counts as (
      select date_bin(${STEP[p.bucket]}::interval, ${ts}, ${at(p.firstBucket)}) as bucket, count(*)::int as n
      from ${c(table)} where ${within(ts, p.start, p.now)} ${extra}
      group by 1
    )
    select ${day}, coalesce(counts.n, 0)::int as "value" from ${buckets(p)} left join counts on counts.bucket = g order by g`);
}

export const POSTED_JOB = POSTED;
