import { sql, type SQL } from 'drizzle-orm';
import { SALARY_MAX, yearlyPay, type SalaryPeriod } from '@jobboard/contracts/job-options';
import type { JobListQuery } from '@jobboard/contracts/jobs';
import { pagination, type Pagination } from '@jobboard/contracts/pagination';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { extrasFor, type Viewer } from '../job-rules.ts';
import type { ExtrasFor, JobWithExtras } from '../jobs.repository.ts';
import * as repo from './search.repository.ts';

export const STATUS_FILTER_ADMIN_ONLY = 'Only administrators can filter jobs by status';

/**
 * How a page was found (docs/decisions/006-job-search.md):
 * - `plain`: no words, PostgreSQL walks the order's index itself;
 * - `gather`: every match, found through the indexes, sorted and counted;
 * - `window`: the matches among the first jobs of the order, found through the indexes;
 * - `tiers`: relevance among many matches: title matches first, then the others, each tier newest first.
 */
export type Strategy = 'plain' | 'gather' | 'window' | 'tiers';

export type SearchResult = { jobs: JobWithExtras[]; pagination: Pagination; strategy: Strategy };
/** A page and how it was found; `count` is the exact number of matches when every one was read. */
type Found = { jobs: JobWithExtras[]; strategy: Strategy; count?: number | undefined };

/** Up to this many matches, all are gathered and counted; beyond, the estimate is the total. */
const GATHERED_UP_TO = 1000;
/** Windows hold a power of two of jobs, from WINDOW_MIN, eight times larger each, fewer than all jobs. */
const WINDOW_MIN = 1024;
const EDGE_TTL_MS = 60_000;
/** PostgreSQL's figure for all public jobs only steers the choice of strategy: a minute old is fine. */
const VISIBLE_TTL_MS = 60_000;
/** Search text that excludes words ("-remote" in web search syntax). */
const EXCLUDES_WORDS = /(^|[\s("])-\S/;

/**
 * A pay bound of the query, read in `period`, as the yearly equivalent the jobs' pay range holds.
 * Past SALARY_MAX a year no job pays: the bound is kept just above it, where the database's int still holds it.
 */
const yearlyBound = (amount: number | undefined, period: SalaryPeriod) => (amount === undefined ? undefined : Math.min(yearlyPay(amount, period), SALARY_MAX + 1));

/**
 * The filters of a query as the repository writes them. `needs` are the accommodations of the
 * seeker the list is for: "offers my needs" filters on them, and on nothing for anyone without.
 */
export const filterOf = (query: JobListQuery, needs: readonly string[] = []): repo.JobFilter => ({
  search: query.search || undefined,
  location: query.location || undefined,
  jobType: query.jobType,
  isRemote: query.isRemote === undefined ? undefined : query.isRemote === 'true',
  salaryMin: yearlyBound(query.salaryMin, query.salaryPeriod ?? 'year'),
  salaryMax: yearlyBound(query.salaryMax, query.salaryPeriod ?? 'year'),
  disabilityTypes: query.disabilityTypes,
  postedWithinDays: query.postedWithin === undefined ? undefined : Number(query.postedWithin),
  offers: query.offersNeeds && needs.length ? { ids: needs, all: query.offersNeeds === 'all' } : undefined,
});

/** The accommodations a viewer needs: a seeker's own list, nobody else's. */
export const needsOf = (viewer: Viewer): readonly string[] => (viewer?.role === 'applicant' ? viewer.accommodationsNeeded : []);

const windowSize = (jobs: number) => Math.max(WINDOW_MIN, 2 ** Math.ceil(Math.log2(Math.max(jobs, 1))));

/** A value computed at most once per `ms`; one still being computed is shared, one that failed is forgotten. */
function ttlCache<T>(ms: number, compute: () => Promise<T>) {
  let kept: { value: Promise<T>; at: number } | undefined;
  return () => {
    if (kept && Date.now() - kept.at < ms) return kept.value;
    const value = compute();
    kept = { value, at: Date.now() };
    value.catch(() => (kept = undefined));
    return value;
  };
}

/** GET /v1/jobs: which jobs, in which order, and how many. */
export function createJobSearch(ctx: Pick<AppContext, 'database'>) {
  const db = ctx.database.db;
  const publicScope = repo.scopeCondition({ kind: 'public' });
  const visibleJobs = ttlCache(VISIBLE_TTL_MS, async () => Math.max(1, await repo.estimateJobs(db, publicScope)));
  // The edge of a window moves only as jobs come and go; one a minute old still bounds the start of its order.
  const edges = new Map<string, () => Promise<repo.WindowEdge | undefined>>();
  const edgeOf = (sort: repo.PlainSort, size: number) => {
    const key = `${sort} ${size}`;
    if (!edges.has(key)) edges.set(key, ttlCache(EDGE_TTL_MS, () => repo.windowEdge(db, sort, size)));
    return edges.get(key)!();
  };

  /**
   * A page of the public matches of `where` in `order` when the estimate says they are few: all
   * are gathered and counted, reading at most one more than GATHERED_UP_TO. Undefined when there
   * are more after all.
   */
  async function fewMatchesPage(where: SQL, order: SQL, offset: number, limit: number, extras: ExtrasFor): Promise<Found | undefined> {
    const few = await repo.cappedPage(db, where, order, offset, limit, GATHERED_UP_TO, extras);
    const count = few.found ?? (await repo.countJobs(db, where));
    return count <= GATHERED_UP_TO ? { jobs: few.jobs, strategy: 'gather', count } : undefined;
  }

  /**
   * A page in a plain order of the public jobs passing `where`, when there are many (`matches`,
   * estimated). The page's matches are expected within the first `needed / selectivity` jobs of
   * the order: look in a window at the start of the order three times that size, whose matches
   * alone are read, and in one eight times larger when it held too few; past the largest window,
   * gather every match.
   */
  async function manyMatchesPage(where: SQL, sort: repo.PlainSort, offset: number, limit: number, matches: number, extras: ExtrasFor): Promise<Found> {
    const needed = offset + limit;
    const visible = await visibleJobs();
    const expected = (needed * visible) / Math.max(matches, 1);
    for (let size = windowSize(3 * expected); size < visible; size *= 8) {
      const edge = await edgeOf(sort, size);
      if (!edge) break;
      const windowed = await repo.gatheredPage(db, where, repo.gatheredOrder(sort), edge, offset, limit, extras);
      if ((windowed.found ?? 0) >= needed) return { jobs: windowed.jobs, strategy: 'window' };
    }
    const all = await repo.gatheredPage(db, where, repo.gatheredOrder(sort), undefined, offset, limit, extras);
    return { jobs: all.jobs, strategy: 'gather', count: all.found };
  }

  /**
   * A page of the `matches` (estimated) of `where` in a plain order: few are gathered, many
   * windowed. Matches the estimate underrated are found as many, their number unknown: as if every
   * job matched, which starts with the smallest window.
   */
  async function matchesPage(where: SQL, matches: number, sort: repo.PlainSort, offset: number, limit: number, extras: ExtrasFor): Promise<Found & { matches: number }> {
    if (matches > GATHERED_UP_TO) return { ...(await manyMatchesPage(where, sort, offset, limit, matches, extras)), matches };
    const few = await fewMatchesPage(where, repo.gatheredOrder(sort), offset, limit, extras);
    return { ...(few ?? (await manyMatchesPage(where, sort, offset, limit, await visibleJobs(), extras))), matches: GATHERED_UP_TO + 1 };
  }

  /**
   * Relevance among `matches` (more than GATHERED_UP_TO, estimated), by tiers: jobs whose title
   * matches the words, newest first, then every other match, newest first. Each tier is a page of
   * its own matches, found as any other: the title's by their own estimate, the rest's as the
   * matches less the title's. The first tier's size is only needed when the page reaches past it.
   */
  async function tieredPage(others: SQL, text: string, matches: number, offset: number, limit: number, extras: ExtrasFor): Promise<JobWithExtras[]> {
    // NOTE: a title that matches the words matches the whole job too, except when words are excluded:
    // "editor -remote" matches the title "Editor" of a remote job, which the whole job must then decide.
    const inTitle = EXCLUDES_WORDS.test(text) ? sql`(${repo.titleMatch(text)} and ${repo.wordsMatch(text)})` : repo.titleMatch(text);
    const titles = sql`${others} and ${inTitle}`;
    const fromTitles = await matchesPage(titles, await repo.estimateJobs(db, titles), 'newest', offset, limit, extras);
    if (fromTitles.jobs.length === limit) return fromTitles.jobs;
    const titled = fromTitles.count ?? (fromTitles.jobs.length || !offset ? offset + fromTitles.jobs.length : await repo.countJobs(db, titles));
    const rest = await matchesPage(sql`${others} and not ${repo.titleMatch(text)} and ${repo.wordsMatch(text)}`, matches - titled, 'newest', Math.max(0, offset - titled), limit - fromTitles.jobs.length, extras);
    return [...fromTitles.jobs, ...rest.jobs];
  }

  return {
    /** `needs`: whose accommodations "offers my needs" reads, the viewer's unless given (a saved search's owner). */
    async search(query: JobListQuery, viewer: Viewer, needs = needsOf(viewer)): Promise<SearchResult> {
      const admin = viewer?.role === 'admin';
      const extras = extrasFor(viewer);
      if (query.status !== undefined && !admin) throw forbidden(STATUS_FILTER_ADMIN_ONLY);
      if (query.status === 'deleted') throw badRequest('Deleted jobs are not listed', [{ field: 'status', message: 'Deleted jobs are not listed' }]);
      const text = query.search || undefined;
      const filter = filterOf(query, needs);
      const scope: repo.JobScope = admin ? { kind: 'admin', status: query.status } : { kind: 'public' };
      const sort = query.sort && query.sort !== 'relevance' ? query.sort : text ? 'relevance' : 'newest';
      const { page, limit } = query;
      const offset = (page - 1) * limit;
      const where = repo.condition(scope, filter);
      const exact = (total: number) => pagination(page, limit, total);
      // An estimated total is never less than the rows seen so far.
      const estimated = (total: number, jobs: JobWithExtras[]): Pagination => ({ ...pagination(page, limit, Math.max(total, jobs.length ? offset + jobs.length : 0)), estimated: true });

      if (!text) {
        const plainSort = sort as repo.PlainSort;
        const [jobs, estimate] = await Promise.all([repo.orderedPage(db, where, plainSort, offset, limit, extras), admin ? undefined : repo.estimateJobs(db, where)]);
        const counted = estimate === undefined || estimate <= GATHERED_UP_TO ? await repo.countJobs(db, where) : undefined;
        return { jobs, pagination: counted === undefined ? estimated(estimate!, jobs) : exact(counted), strategy: 'plain' };
      }
      // Administrators page through everything and see exact counts.
      if (admin) {
        const order = sort === 'relevance' ? repo.tieredOrder(text) : repo.gatheredOrder(sort);
        const all = await repo.gatheredPage(db, where, order, undefined, offset, limit, extras);
        return { jobs: all.jobs, pagination: exact(all.found ?? (await repo.countJobs(db, where))), strategy: 'gather' };
      }
      if (sort !== 'relevance') {
        const found = await matchesPage(where, await repo.estimateJobs(db, where), sort, offset, limit, extras);
        return { jobs: found.jobs, pagination: found.count === undefined ? estimated(found.matches, found.jobs) : exact(found.count), strategy: found.strategy };
      }
      const matches = await repo.estimateJobs(db, where);
      const few = matches <= GATHERED_UP_TO ? await fewMatchesPage(where, repo.tieredOrder(text), offset, limit, extras) : undefined;
      if (few) return { jobs: few.jobs, pagination: exact(few.count!), strategy: 'gather' };
      // Many matches: counting them would read thousands of rows only to say "about", so the estimate is the total.
      // Matches the estimate underrated are as many as if every job matched, as in matchesPage.
      const jobs = await tieredPage(repo.condition(scope, { ...filter, search: undefined }), text, matches > GATHERED_UP_TO ? matches : await visibleJobs(), offset, limit, extras);
      return { jobs, pagination: estimated(Math.max(matches, GATHERED_UP_TO + 1), jobs), strategy: 'tiers' };
    },
  };
}
export type JobSearch = ReturnType<typeof createJobSearch>;
