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
/** Words the estimate may underrate: more than one, or one joined by hyphens ("part-time"). */
const SEVERAL_WORDS = /[\s-]/;
/** Estimates kept (the oldest goes first) and for how long. */
const ESTIMATES_KEPT = 1000;
const ESTIMATE_TTL_MS = 60_000;

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

  // Paging through one search asks for the same estimate page after page; the planner's figure
  // moves only when statistics do, so one from the last minute will do.
  const estimates = new Map<string, { count: number; at: number }>();
  async function estimateOf(key: string, where: SQL) {
    const cached = estimates.get(key);
    if (cached && Date.now() - cached.at < ESTIMATE_TTL_MS) return cached.count;
    const count = await search.estimateJobs(db, where);
    estimates.delete(key);
    if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
    estimates.set(key, { count, at: Date.now() });
    return count;
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
   * A walk expected to be cheap may read 4 times the rows the estimate predicts. The estimate
   * multiplies the frequencies of several words (or a hyphenated word's parts) as if independent,
   * so it underrates words that go together ("screen reader": 1,747 estimated, 12,157 true of
   * 100,000): for them a walk is tried even where a scan looks cheaper, with half the scan's
   * estimated rows. A single word's estimate is good enough that such a walk mostly fails: over
   * the bench's mix, trying it for every word cost 10 % more time per search than never trying.
   */
  function walkBudget(estimate: number, needed: number, visible: number, severalWords: boolean): number {
    if (estimate < SCAN_ALWAYS_BELOW) return 0;
    const expected = (needed * visible) / estimate;
    const budget = 2 * expected <= estimate ? Math.min(Math.max(4 * expected, 500), MAX_WALK) : severalWords ? Math.min(estimate / 2, MAX_WALK / 2) : 0;
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
        const estimate = await estimateOf(JSON.stringify(filter), where);
        let found: search.IdPage | undefined;
        let plan: search.Plan;
        const needed = sort === 'relevance' ? RANK_WINDOW : offset + limit;
        if (text && (sort !== 'relevance' || offset + limit <= RANK_WINDOW)) {
          // Words: walk a bounded number of rows, and scan all matches when that finds too few.
          const base = search.jobListCondition({ kind: 'public' }, { ...filter, search: undefined }, { wordsLead: true });
          // No index orders one job type by pay: such a walk would read rows of every type.
          const unordered = filter.jobType !== undefined && sort.startsWith('salary');
          const budget = unordered ? 0 : walkBudget(estimate, needed, await visibleEstimate(), SEVERAL_WORDS.test(text.trim()));
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
