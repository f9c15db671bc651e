import type { SQL } from 'drizzle-orm';
import type { JobListQuery } from '@jobboard/contracts/jobs';
import { pagination } from '@jobboard/contracts/pagination';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { toJobDto } from './job.mapper.ts';
import { extrasFor, type Viewer } from './job-rules.ts';
import * as search from './job-search.repository.ts';
import * as repo from './jobs.repository.ts';

export const STATUS_FILTER_ADMIN_ONLY = 'Only administrators can filter jobs by status';

/** Public lists count exactly up to this many matches and take the planner's estimate beyond. */
const EXACT_COUNT_LIMIT = 1000;
/** Public relevance ranks the newest this many matches; administrators' is exact (see rankedWindowIds). */
const RANK_WINDOW = 100;
/**
 * What a walked row costs against a scanned match. Both read the row; a walked row is also tested
 * against the search, which reads its vector from TOAST, but a scanned match is rechecked the same
 * way whenever a lossy index (the location trigrams) took part. Measured on 100,000 jobs: about
 * 3.5 µs per walked row against 2.5 µs per scanned match, so walking wins from a density of a few
 * percent. (10 here, the first guess, scanned 10,000 matches to save walking 1,000 rows.)
 */
const WALK_COST = 2;
/** Fewer estimated matches than this are scanned: reading them all is cheaper than any walk. */
const SCAN_ALWAYS_BELOW = 200;
/** The most rows a bounded walk reads (about 15 ms) before it gives way to a scan. */
const MAX_WALK = 5000;

/** GET /v1/jobs: search, filters, sorts and pages within the latency budget (DESIGN.md §9). */
export function createJobSearch(ctx: AppContext) {
  const db = ctx.database.db;

  /** Page ids by relevance: the ranked window first, then the matches beyond it, newest first. */
  async function relevancePage(where: SQL, text: string, offset: number, limit: number, plan: search.Plan): Promise<search.IdPage> {
    const pages: search.IdPage[] = [];
    if (offset < RANK_WINDOW) {
      pages.push(await search.rankedWindowIds(db, where, text, RANK_WINDOW, offset, Math.min(limit, RANK_WINDOW - offset), plan));
    }
    const start = Math.max(offset, RANK_WINDOW);
    if (offset + limit > start) pages.push(await search.orderedJobIds(db, where, 'newest', start, offset + limit - start, plan));
    const total = pages.find((p) => p.total !== undefined)?.total;
    return { ids: pages.flatMap((p) => p.ids), ...(total === undefined ? {} : { total }) };
  }

  // The number of public jobs only steers plan choices, so a minute-old estimate will do.
  let visible = { count: 1, at: 0 };
  async function visibleEstimate() {
    if (Date.now() - visible.at > 60_000) {
      visible = { count: Math.max(1, await search.estimateJobs(db, search.jobListCondition({ kind: 'public' }, { disabilityTypes: [] }))), at: Date.now() };
    }
    return visible.count;
  }

  /**
   * How many rows a bounded walk may read before giving way to a scan, or 0 to scan at once.
   * The estimate multiplies the frequencies of the words as if independent, so it underrates
   * words that go together ("screen reader": 1,747 estimated, 12,157 true of 100,000): a walk
   * expected to be cheap may read 4 times the rows the estimate predicts, and where a scan looks
   * cheaper a walk still gets half the scan's estimated rows, which finds the page when the
   * words are several times more common than estimated and otherwise wastes a third of the time.
   */
  function walkBudget(estimate: number, needed: number, visible: number): number {
    if (estimate < SCAN_ALWAYS_BELOW) return 0;
    const expected = (needed * visible) / estimate;
    const budget = 2 * expected <= estimate ? Math.min(Math.max(4 * expected, 500), MAX_WALK) : Math.min(estimate / 2, MAX_WALK / 2);
    return budget >= needed ? Math.round(budget) : 0;
  }

  /** Walk when the rows a page needs are found sooner by walking than all matches by scanning. */
  async function planFor(searching: boolean, matches: number, needed: number): Promise<search.Plan> {
    if (!searching) return 'walk';
    return matches * matches > WALK_COST * needed * (await visibleEstimate()) ? 'walk' : 'scan';
  }

  return {
    async list(query: JobListQuery, viewer: Viewer) {
      const admin = viewer?.role === 'admin';
      if (query.status !== undefined && !admin) throw forbidden(STATUS_FILTER_ADMIN_ONLY);
      if (query.status === 'deleted') throw badRequest('Deleted jobs are not listed', [{ field: 'status', message: 'Deleted jobs are not listed' }]);
      const text = query.search || undefined;
      const filter: search.JobFilter = {
        search: text,
        location: query.location || undefined,
        jobType: query.jobType,
        isRemote: query.isRemote === undefined ? undefined : query.isRemote === 'true',
        salaryMin: query.salaryMin,
        salaryMax: query.salaryMax,
        disabilityTypes: query.disabilityTypes,
      };
      const where = search.jobListCondition(admin ? { kind: 'admin', status: query.status } : { kind: 'public' }, filter);
      const sort = query.sort && query.sort !== 'relevance' ? query.sort : text ? 'relevance' : 'newest';
      const { page, limit } = query;
      const offset = (page - 1) * limit;

      let total: number;
      let estimated = false;
      let ids: string[];
      if (admin) {
        // Administrators page through everything: exact counts and exact relevance.
        [total, ids] = await Promise.all([
          search.countJobs(db, where),
          sort === 'relevance' ? search.rankedJobIds(db, where, text!, offset, limit) : search.orderedJobIds(db, where, sort, offset, limit).then((p) => p.ids),
        ]);
      } else {
        // NOTE: counting every match of a common word reads tens of thousands of rows. The
        // planner's estimate (a plan, no rows read) picks how the page is found; a scan of all
        // matches counts them on the way, a walk (many matches) reports the estimate, and a walk
        // over few matches (filters without words) counts them too.
        const estimate = await search.estimateJobs(db, where);
        let found: search.IdPage | undefined;
        let plan: search.Plan;
        const needed = sort === 'relevance' ? RANK_WINDOW : offset + limit;
        if (text && (sort !== 'relevance' || offset + limit <= RANK_WINDOW)) {
          // Words: walk a bounded number of rows, and scan all matches when that finds too few.
          const base = search.jobListCondition({ kind: 'public' }, { ...filter, search: undefined }, { wordsLead: true });
          const budget = walkBudget(estimate, needed, await visibleEstimate());
          const order = sort === 'relevance' ? { ranked: true as const } : { sort };
          found = budget ? await search.walkedPage(db, base, text, order, needed, budget, offset, limit) : undefined;
          plan = found ? 'walk' : 'scan';
        } else {
          plan = await planFor(Boolean(text), estimate, needed);
        }
        found ??= await (sort === 'relevance' ? relevancePage(where, text!, offset, limit, plan) : search.orderedJobIds(db, where, sort, offset, limit, plan));
        ids = found.ids;
        // A scan counts as it goes, except on a page past the last match, which has no row to carry it.
        let counted = found.total;
        if (counted === undefined && (plan === 'scan' || estimate <= EXACT_COUNT_LIMIT)) counted = await search.countJobs(db, where, EXACT_COUNT_LIMIT + 1);
        estimated = counted === undefined || (found.total === undefined && counted > EXACT_COUNT_LIMIT);
        total = counted === undefined ? estimate : estimated ? Math.max(counted, estimate) : counted;
        // A page that holds rows proves at least that many exist, whatever the estimate said.
        if (estimated) total = Math.max(total, offset + ids.length);
      }
      const rows = await repo.jobsByIds(db, ids, extrasFor(viewer));
      return {
        jobs: rows.map(toJobDto),
        pagination: { ...pagination(page, limit, total), ...(estimated ? { estimated: true } : {}) },
      };
    },
  };
}
export type JobSearch = ReturnType<typeof createJobSearch>;
