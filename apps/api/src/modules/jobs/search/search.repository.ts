import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DisabilityType, JobStatus, JobType } from '@jobboard/contracts/job-options';
import type { Db } from '../../../db/client.ts';
import { jobs, placeWords } from '../../../db/schema.ts';
import { jobsOfPage, publiclyVisible, rowsOf, type ExtrasFor, type JobWithExtras } from '../jobs.repository.ts';

export type JobFilter = {
  search?: string | undefined;
  location?: string | undefined;
  jobType?: JobType | undefined;
  isRemote?: boolean | undefined;
  /** Yearly equivalents, as the jobs' pay range holds them. */
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  disabilityTypes: DisabilityType[];
  /** Posted within this many days. */
  postedWithinDays?: number | undefined;
  /** Accommodation ids the job must offer: all of them, or at least one. */
  offers?: { ids: readonly string[]; all: boolean } | undefined;
};
/** Public callers see public jobs; an administrator every status but deleted, or one status. */
export type JobScope = { kind: 'public' } | { kind: 'admin'; status?: JobStatus | undefined };
export type PlainSort = 'newest' | 'oldest' | 'salary-high' | 'salary-low';

/** Words joined by hyphens ("part-time", "de-escalation"), letters only. */
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/**
 * The words as a text query. A hyphenated word would be a phrase the index cannot check (each
 * match then read to test positions); asking for its lexemes finds the same jobs from the index.
 */
export function tsquery(text: string): SQL {
  let query = sql`websearch_to_tsquery('english', ${text})`;
  if (text.includes('"')) return query;
  for (const word of new Set(text.match(HYPHENATED) ?? [])) {
    query = sql`ts_rewrite(${query}, websearch_to_tsquery('english', ${word}), plainto_tsquery('english', ${word}))`;
  }
  return query;
}

/**
 * Jobs whose place has every word typed, in any order and any case ("toronto on" finds "Toronto,
 * ON"). A place of no word (",") matches nothing, as a search of stop words does.
 */
export const placeMatch = (place: AnyPgColumn | SQL, text: string) =>
  sql`numnode(plainto_tsquery('simple', ${text})) > 0 and ${placeWords(place)} @@ plainto_tsquery('simple', ${text})`;

export const wordsMatch = (text: string) => sql`${jobs.searchVector} @@ ${tsquery(text)}`;
export const titleMatch = (text: string) => sql`${jobs.titleVector} @@ ${tsquery(text)}`;

/** Which jobs a caller may see at all. */
export const scopeCondition = (scope: JobScope): SQL =>
  scope.kind === 'public' ? publiclyVisible : scope.status ? sql`${jobs.status} = ${scope.status}` : sql`${jobs.status} <> 'deleted'`;

/** The WHERE of a job list: who may see the job, then each filter as written; the planner picks the indexes. */
export function condition(scope: JobScope, f: JobFilter): SQL {
  const parts: SQL[] = [scopeCondition(scope)];
  // A search of stop words only ("would") has no lexeme and matches nothing: said once, no index read.
  if (f.search) parts.push(sql`numnode(${tsquery(f.search)}) > 0`, wordsMatch(f.search));
  if (f.location) parts.push(placeMatch(jobs.location, f.location));
  if (f.jobType) parts.push(sql`${jobs.jobType} = ${f.jobType}`);
  // A bare boolean, as the partial index on remote jobs is written.
  if (f.isRemote !== undefined) parts.push(f.isRemote ? sql`${jobs.isRemote}` : sql`not ${jobs.isRemote}`);
  if (f.salaryMin !== undefined || f.salaryMax !== undefined) {
    // The job's pay range overlaps the wanted one; a job without pay has no range and never matches.
    parts.push(sql`${jobs.salaryRange} && int4range(${f.salaryMin ?? null}::int, ${f.salaryMax ?? null}::int, '[]')`);
  }
  if (f.disabilityTypes.length) parts.push(sql`${jobs.disabilityTypes} && array[${sql.join(f.disabilityTypes.map((t) => sql`${t}`), sql`, `)}]::text[]`);
  if (f.offers?.ids.length) {
    const ids = sql`array[${sql.join(f.offers.ids.map((id) => sql`${id}`), sql`, `)}]::text[]`;
    parts.push(f.offers.all ? sql`${jobs.accommodationsOffered} @> ${ids}` : sql`${jobs.accommodationsOffered} && ${ids}`);
  }
  if (f.postedWithinDays !== undefined) parts.push(sql`${jobs.createdAt} >= now() - make_interval(days => ${f.postedWithinDays}::int)`);
  return sql.join(parts, sql` and `);
}

// NOTE: each order is spelled exactly as its index is, or PostgreSQL will not walk the index.
const ORDERS: Record<PlainSort, SQL> = {
  newest: sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
  oldest: sql`${jobs.createdAt} asc nulls first, ${jobs.id} asc nulls first`,
  'salary-high': sql`${jobs.salarySort} desc nulls last, ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
  'salary-low': sql`${jobs.salarySort} asc nulls last, ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
};
// The same orders as expressions no index provides: PostgreSQL then gathers the matches through
// the indexes of the WHERE (a bitmap scan) and sorts them, rather than walking an order's index.
const GATHERED_ORDERS: Record<PlainSort, SQL> = {
  newest: sql`${jobs.createdAt} + interval '0 s' desc, ${jobs.id} desc`,
  oldest: sql`${jobs.createdAt} + interval '0 s' asc, ${jobs.id} asc`,
  'salary-high': sql`${jobs.salarySort} + 0 desc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc`,
  'salary-low': sql`${jobs.salarySort} + 0 asc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc`,
};

/** A page of jobs, and how many matched when the page's statement counted them. */
export type Page = { jobs: JobWithExtras[]; found?: number | undefined };

/** A page in a plain order, as PostgreSQL plans it (without words: a walk of the order's index). */
export async function orderedPage(db: Db, where: SQL, sort: PlainSort, offset: number, limit: number, extras: ExtrasFor): Promise<JobWithExtras[]> {
  const page = sql`select ${jobs.id} as id, null::bigint as found from ${jobs} where ${where} order by ${ORDERS[sort]} limit ${limit} offset ${offset}`;
  return (await jobsOfPage(db, page, extras)).jobs;
}

/** Where a window at the start of an order ends: the sort key of the job at a given place in it. */
export type WindowEdge = { sort: PlainSort; value: string };

/**
 * The edge of the window of the first `size` active jobs by `sort`, or undefined when there are
 * fewer. Read from the order's index alone: jobs past their deadline among them only leave fewer
 * public jobs in the window, which the window's own count of matches then says.
 */
export async function windowEdge(db: Db, sort: PlainSort, size: number): Promise<WindowEdge | undefined> {
  const key = sort === 'newest' || sort === 'oldest' ? sql`${jobs.createdAt}::text` : sql`${jobs.salarySort}::text`;
  const paid = sort.startsWith('salary') ? sql` and ${jobs.salarySort} is not null` : sql``;
  const active = sql`${jobs.status} = 'active'`;
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select ${key} as value from ${jobs} where ${active}${paid} order by ${ORDERS[sort]} limit 1 offset ${size - 1}`));
  return row && { sort, value: row.value };
}

/** Every job up to the edge in its order: one at least as far along as the edge's. */
function withinEdge(edge: WindowEdge): SQL {
  switch (edge.sort) {
    case 'newest':
      return sql`${jobs.createdAt} >= ${edge.value}::timestamptz`;
    case 'oldest':
      return sql`${jobs.createdAt} <= ${edge.value}::timestamptz`;
    case 'salary-high':
      return sql`${jobs.salarySort} >= ${edge.value}::int`;
    case 'salary-low':
      return sql`${jobs.salarySort} <= ${edge.value}::int`;
  }
}

/** The order of a gathered page: a plain one, or relevance's tiers (title matches first, then newest). */
export const gatheredOrder = (sort: PlainSort) => GATHERED_ORDERS[sort];
export const tieredOrder = (text: string) => sql`(${titleMatch(text)}) desc, ${jobs.createdAt} desc, ${jobs.id} desc`;

/**
 * A page from the matches within a window at the start of the order (every match without an
 * edge), found through the indexes and sorted, with how many matches were found (none
 * counted for a page past the last one).
 */
export async function gatheredPage(db: Db, where: SQL, order: SQL, edge: WindowEdge | undefined, offset: number, limit: number, extras: ExtrasFor): Promise<Page> {
  const within = edge ? sql` and ${withinEdge(edge)}` : sql``;
  const page = sql`select ${jobs.id} as id, count(*) over () as found from ${jobs} where ${where}${within} order by ${order} limit ${limit} offset ${offset}`;
  const found = await jobsOfPage(db, page, extras);
  return found.jobs.length || offset > 0 ? found : { jobs: [], found: 0 };
}

/**
 * As gatheredPage over every match, for few matches, reading at most `cap` + 1 of them: `found`
 * above `cap` says there were more than estimated, and the page is then not theirs. PostgreSQL,
 * estimating few matches, gathers them through the indexes.
 */
export async function cappedPage(db: Db, where: SQL, order: SQL, offset: number, limit: number, cap: number, extras: ExtrasFor): Promise<Page> {
  // NOTE: the capped matches are named as the table, so that the order's columns are theirs.
  const page = sql`select ${jobs.id} as id, count(*) over () as found from (
      select ${jobs.id}, ${jobs.createdAt}, ${jobs.salarySort}, ${jobs.titleVector} from ${jobs} where ${where} limit ${cap + 1}
    ) as ${jobs} order by ${order} limit ${limit} offset ${offset}`;
  const found = await jobsOfPage(db, page, extras);
  return found.jobs.length || offset > 0 ? found : { jobs: [], found: 0 };
}

/** Exact number of jobs passing `where`. */
export async function countJobs(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from ${jobs} where ${where}`));
  return Number(row!.n);
}

/** PostgreSQL's estimate of the number of matches: costs a plan, reads no rows. */
export async function estimateJobs(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`));
  const raw = Object.values(row!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]!.Plan['Plan Rows']);
}

/** One saved query to check: its own key and filter, and the time after which a job is new to it. */
export type NewJobsCheck = { key: string; filter: JobFilter; after: string };

/**
 * Which of `checks` match at least one public job posted after their time and no later than
 * `until`, in one statement: the job list's own WHERE for each, and the posting-date index makes
 * each check a look at the few newest jobs.
 */
export async function withNewJobs(db: Db, checks: NewJobsCheck[], until: string): Promise<Set<string>> {
  if (!checks.length) return new Set();
  const each = checks.map(
    (c) => sql`select ${c.key}::text as key where exists (
      select 1 from ${jobs} where ${jobs.createdAt} > ${c.after}::timestamptz and ${jobs.createdAt} <= ${until}::timestamptz and ${condition({ kind: 'public' }, c.filter)})`,
  );
  const rows = rowsOf<{ key: string }>(await db.execute(sql.join(each, sql` union all `)));
  return new Set(rows.map((r) => r.key));
}
