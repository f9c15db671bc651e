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
 * Testing a row against the search reads its vector from TOAST, about ten times the cost of
 * reading its narrow columns: walking the order index pays off only where matches are dense.
 */
const WALK_COST = 10;

/** GET /v1/jobs: search, filters, sorts and pages within the latency budget (DESIGN.md §9). */
export function createJobSearch(ctx: AppContext) {
  const db = ctx.database.db;

  /** Page ids by relevance: the ranked window first, then the matches beyond it, newest first. */
  async function relevancePage(where: SQL, text: string, offset: number, limit: number, plan: search.Plan) {
    const ids: string[] = [];
    if (offset < RANK_WINDOW) {
      ids.push(...(await search.rankedWindowIds(db, where, text, RANK_WINDOW, offset, Math.min(limit, RANK_WINDOW - offset), plan)));
    }
    const start = Math.max(offset, RANK_WINDOW);
    if (offset + limit > start) ids.push(...(await search.orderedJobIds(db, where, 'newest', start, offset + limit - start, plan)));
    return ids;
  }

  // The number of public jobs only steers plan choices, so a minute-old estimate will do.
  let visible = { count: 1, at: 0 };
  async function visibleEstimate() {
    if (Date.now() - visible.at > 60_000) {
      visible = { count: Math.max(1, await search.estimateJobs(db, search.jobListCondition({ kind: 'public' }, { disabilityTypes: [] }))), at: Date.now() };
    }
    return visible.count;
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
          sort === 'relevance' ? search.rankedJobIds(db, where, text!, offset, limit) : search.orderedJobIds(db, where, sort, offset, limit),
        ]);
      } else {
        // NOTE: counting every match of a common word reads tens of thousands of rows; the
        // planner's estimate (a plan, no rows read) decides whether counting is cheap, and how
        // the page is best found.
        const estimate = await search.estimateJobs(db, where);
        const exact = estimate <= EXACT_COUNT_LIMIT;
        const plan = await planFor(Boolean(text), estimate, sort === 'relevance' ? RANK_WINDOW : offset + limit);
        const [counted, pageIds] = await Promise.all([
          exact ? search.countJobs(db, where, EXACT_COUNT_LIMIT + 1) : Promise.resolve(undefined),
          sort === 'relevance' ? relevancePage(where, text!, offset, limit, plan) : search.orderedJobIds(db, where, sort, offset, limit, plan),
        ]);
        ids = pageIds;
        estimated = counted === undefined || counted > EXACT_COUNT_LIMIT;
        total = counted === undefined ? estimate : Math.max(counted, estimate);
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
