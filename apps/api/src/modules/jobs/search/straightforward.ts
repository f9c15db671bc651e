import { sql } from 'drizzle-orm';
import type { JobListQuery } from '@jobboard/contracts/jobs';
import { pagination } from '@jobboard/contracts/pagination';
import type { AppContext } from '../../../platform/context.ts';
import { jobs } from '../../../db/schema.ts';
import { extrasFor, type Viewer } from '../job-rules.ts';
import { jobsOfPage } from '../jobs.repository.ts';
import { filterOf, needsOf, type JobSearch } from './search-jobs.ts';
import * as repo from './search.repository.ts';

/** Counted up to this many; more is "1,000+". */
const COUNTED_UP_TO = 1000;

/**
 * The straightforward search `npm run bench -- --baseline straightforward` measures the search
 * against (BENCH_SEARCH=straightforward; never for people): one statement, every match ranked
 * with ts_rank_cd, a count capped at 1,001, through the same route, rows and mapper.
 */
export function createStraightforwardSearch(ctx: Pick<AppContext, 'database'>, search: JobSearch): JobSearch {
  const db = ctx.database.db;
  return {
    async search(query: JobListQuery, viewer: Viewer, needs = needsOf(viewer)) {
      // Administrators and searches without words are as the product answers them.
      if (!query.search || viewer?.role === 'admin') return search.search(query, viewer, needs);
      const where = repo.condition({ kind: 'public' }, filterOf(query, needs));
      const sort = query.sort && query.sort !== 'relevance' ? repo.gatheredOrder(query.sort) : sql`ts_rank_cd(${jobs.searchVector}, ${repo.tsquery(query.search)}) desc, ${jobs.createdAt} desc, ${jobs.id} desc`;
      const offset = (query.page - 1) * query.limit;
      const page = sql`select ${jobs.id} as id, (select count(*) from (select 1 from ${jobs} where ${where} limit ${COUNTED_UP_TO + 1}) c) as found
        from ${jobs} where ${where} order by ${sort} limit ${query.limit} offset ${offset}`;
      const found = await jobsOfPage(db, page, extrasFor(viewer));
      const total = found.found ?? 0;
      return { jobs: found.jobs, pagination: { ...pagination(query.page, query.limit, total), ...(total > COUNTED_UP_TO ? { estimated: true } : {}) }, strategy: 'gather' };
    },
  };
}
