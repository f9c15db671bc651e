/**
 * The administrators' figures, each an SQL aggregate over an index (migration 0008). Users and
 * jobs are small enough for one pass with FILTER clauses computing both periods; applications are
 * added up from per-day counts, since a pass over a million rows is most of the time budget.
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

export const APPLICATION_STATUSES_SQL = sql.raw(
  `array['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected', 'applicant_withdrew']::text[]`,
);

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;
const midnightOf = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);

/** A moment: the applications applied before it, or up to and including it. */
type Boundary = { at: Date; inclusive?: boolean };

/**
 * Per status, the applications up to each boundary and in all. Whole UTC days come from
 * application_day_counts (kept by triggers, migration 0010); the part of the boundary's own day
 * is counted from the applications over (status, applied_at), at most a day of rows, so every
 * figure is exact while a million applications cost a few hundred summed rows.
 */
async function countsUpTo(db: Db, boundaries: Boundary[]) {
  const upTo = (b: Boundary, i: number) => sql`(
    (select coalesce(sum(c.n), 0) from application_day_counts c where c.status = s.status and c.day < ${dayOf(b.at)})
    + (select count(*) from applications a where a.status = s.status and a.applied_at >= ${at(midnightOf(b.at))}
        and a.applied_at ${sql.raw(b.inclusive ? '<=' : '<')} ${at(b.at)}))::int as ${sql.raw(`"upTo${i}"`)}`;
  const rows = await rowsOf<{ status: string; total: number } & Record<`upTo${number}`, number>>(db, sql`
    select s.status as "status", (select coalesce(sum(c.n), 0) from application_day_counts c where c.status = s.status)::int as "total",
      ${sql.join(boundaries.map(upTo), sql`, `)}
    from unnest(${APPLICATION_STATUSES_SQL}) s(status)`);
  return rows.map((r) => ({ status: r.status, total: r.total, upTo: boundaries.map((_, i) => r[`upTo${i}`]) }));
}

export type StatusCounts = { status: string; earlier: number; previous: number; current: number; later: number };
/** Applications per status before the previous period, in it, in the current one and after now. */
export async function applicationsByStatus(db: Db, p: Pick<Period, 'previousStart' | 'start' | 'now'>): Promise<StatusCounts[]> {
  const rows = await countsUpTo(db, [{ at: p.previousStart }, { at: p.start }, { at: p.now, inclusive: true }]);
  return rows.map(({ status, total, upTo: [beforePrevious = 0, beforeStart = 0, upToNow = 0] }) => ({
    status,
    earlier: beforePrevious,
    previous: beforeStart - beforePrevious,
    current: upToNow - beforeStart,
    later: total - upToNow,
  }));
}

export type DecisionFigures = { decisions: number; hires: number; daysToHire: number | null };
/**
 * Hires and rejections made in the range, from the application history, and the mean days from
 * applying to the hire for the hires that stand (the application is still hired): one pass over
 * the decisions index, joined to the application for hires only.
 */
export async function decisionFigures(db: Db, p: Period): Promise<DecisionFigures> {
  const row = await oneRow<{ decisions: number; hires: number; days: number | null }>(db, sql`
    select count(*)::int as "decisions", count(*) filter (where h.to_status = 'hired')::int as "hires",
      (avg(extract(epoch from h.created_at - a.applied_at)) / 86400)::float8 as "days"
    from application_history h
    left join applications a on h.to_status = 'hired' and a.id = h.application_id and a.status = 'hired'
    where h.to_status in ('hired', 'rejected') and ${within(sql`h.created_at`, p.start, p.now)}`);
  return { decisions: row.decisions, hires: row.hires, daysToHire: row.days === null ? null : Number(row.days) };
}

/** Mean minutes between a session's start and its last use, for sessions started in the range. */
export async function sessionMinutes(db: Db, p: Period): Promise<number | null> {
  const row = await oneRow<{ minutes: number | null }>(db, sql`
    select (avg(extract(epoch from last_used_at - created_at)) / 60)::float8 as "minutes"
    from sessions where ${within(c('created_at'), p.start, p.now)}`);
  return row.minutes === null ? null : Number(row.minutes);
}

export type Point = { label: string; value: number };

const CATEGORY = sql.raw(`coalesce(nullif(trim(category), ''), 'Other')`);

export type JobBreakdowns = { byType: Array<{ key: string; value: number }>; byStatus: Array<{ key: string; value: number }>; topCategories: Point[] };
/**
 * Jobs posted in the range per type, per status and per category (most first, jobs without one
 * as Other): one pass over the range with grouping sets, not one per breakdown.
 */
export async function jobBreakdowns(db: Db, p: Period, categories = 5): Promise<JobBreakdowns> {
  const rows = await rowsOf<{ type: string | null; status: string | null; category: string | null; value: number }>(db, sql`
    select job_type as "type", status as "status", ${CATEGORY} as "category", count(*)::int as "value"
    from jobs where ${POSTED} and ${within(c('created_at'), p.start, p.now)}
    group by grouping sets ((job_type), (status), (${CATEGORY}))`);
  const pick = (key: 'type' | 'status') => rows.filter((r) => r[key] !== null).map((r) => ({ key: r[key]!, value: r.value }));
  const topCategories = rows
    .filter((r) => r.type === null && r.status === null)
    .map((r) => ({ label: r.category!, value: r.value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
    .slice(0, categories);
  return { byType: pick('type'), byStatus: pick('status'), topCategories };
}

/** Counts per value of `key` among the users created in the range. */
export function countsBy(db: Db, table: 'users', key: string, timestamp: string, p: Period, where?: SQL) {
  return rowsOf<{ key: string; value: number }>(db, sql`
    select ${c(key)} as "key", count(*)::int as "value" from ${c(table)}
    where ${within(c(timestamp), p.start, p.now)} ${where ? sql`and ${where}` : sql``}
    group by 1`);
}

const STEP = { day: '24 hours', week: '168 hours' } as const;
const buckets = (p: Period) => sql`generate_series(${at(p.firstBucket)}, ${at(p.now)}, ${STEP[p.bucket]}::interval) g`;
const day = sql.raw(`to_char(g at time zone 'UTC', 'YYYY-MM-DD') as "day"`);

/** Applications per day or week of the range, oldest first: past days from the day counts, today from the rows. */
export function applicationSeries(db: Db, p: Period) {
  return rowsOf<{ day: string; value: number }>(db, sql`
    with per_day as (
      select c.day, sum(c.n)::int as n from application_day_counts c
      where c.day >= ${dayOf(p.start)} and c.day < ${dayOf(p.now)} group by c.day
      union all
      select ${dayOf(p.now)}, count(*)::int from applications a
      where a.status = any(${APPLICATION_STATUSES_SQL}) and a.applied_at >= ${at(midnightOf(p.now))} and a.applied_at <= ${at(p.now)}
    )
    select ${day}, coalesce(sum(per_day.n), 0)::int as "value"
    from ${buckets(p)} left join per_day
      on per_day.day >= (g at time zone 'UTC')::date and per_day.day < ((g + ${STEP[p.bucket]}::interval) at time zone 'UTC')::date
    group by g order by g`);
}

/**
 * Rows per day or week of the range, oldest first, empty buckets included (generate_series).
 * Steps are 24 and 168 hours, not '1 day', so buckets stay UTC days whatever the session's time
 * zone. `ranges` counts each bucket through an index on the timestamp (jobs);
 * `bins` puts every row of the range in its bucket (users: a small table without that index).
 */
export function series(db: Db, table: 'users' | 'jobs', timestamp: string, p: Period, how: 'ranges' | 'bins', where?: SQL) {
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
