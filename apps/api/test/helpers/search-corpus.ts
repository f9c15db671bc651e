// The corpus the job search's tests share (search-strategies and search-relevance): 3,000 jobs
// whose made-up words take each strategy, written once into a template database (see
// freshDatabase), and the oracle their pages are checked against.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { DISABILITY_TYPES, JOB_TYPES } from '@jobboard/contracts/job-options';
import { JobListQuery } from '@jobboard/contracts/jobs';
import type { Db } from '../../src/db/client.ts';
import { jobs, users } from '../../src/db/schema.ts';
import { rowsOf } from '../../src/modules/jobs/jobs.repository.ts';
import type { SearchResult } from '../../src/modules/jobs/search/search-jobs.ts';
import * as repo from '../../src/modules/jobs/search/search.repository.ts';
import type { Seed } from './database.ts';

export const idsOf = (result: SearchResult) => result.jobs.map((row) => row.job.id);

export const JOBS = 3000;
/** In 3 jobs of 5, spread over time: the smallest window at the start of an order holds a page. */
export const DENSE = 'zqdense';
/** In 2 jobs of 5: from the ninth page on, found in a window at the start of the order. */
export const MID = 'zqmid';
/** In 1 job of 10: few enough to be gathered and counted. */
export const FEW = 'zqfew';
/** In 2 jobs of 3,000: gathered through the word index. */
export const RARE = 'zqrare';
/** Only in the 1,100 oldest jobs: common by the estimate, yet no window from the newest finds it. */
export const OLD = 'zqoldword';
/** Two more words of the same jobs: searched together, three times as many as PostgreSQL estimates. */
export const OLD_ALSO = ['zqoldtwin', 'zqoldtriplet'];
const FIRST_POSTED = Date.now() - 30 * 86_400_000;

export const ask = (query: Record<string, unknown>) => JobListQuery.parse(query);
export const ADMIN = { id: '00000000-0000-4000-8000-000000000002', role: 'admin' } as never;
export const APPLICANT = { id: '00000000-0000-4000-8000-000000000001', role: 'applicant' } as never;

async function fill(db: Db) {
  const [employer] = await db.insert(users).values({ email: 'corpus-employer@example.com', passwordHash: 'not a hash: nobody signs in', role: 'employer', firstName: 'Corpus', lastName: 'Employer' }).returning({ id: users.id });
  const rows = Array.from({ length: JOBS }, (_, i) => {
    const words = [...(i % 5 < 3 ? [DENSE] : []), ...(i % 5 >= 3 ? [MID] : []), ...(i % 10 === 1 ? [FEW] : []), ...(i % 1500 === 7 ? [RARE] : []), ...(i < 1100 ? [OLD, ...OLD_ALSO] : [])];
    // Every thirteenth job is paid by the hour (15–45, a yearly 31,200–93,600): the pay filters and sorts compare yearly.
    const hourly = i % 13 === 6;
    const salaryMin = i % 7 === 0 ? null : hourly ? 15 + (i % 11) * 3 : 20000 + (i % 11) * 7000;
    // Three dense jobs in four have the word in their title too: relevance differs from date, and
    // its first tier holds too many jobs to gather.
    const titled = i % 4 !== 3 && words.includes(DENSE) ? ` ${DENSE}` : '';
    return {
      employerId: employer!.id,
      title: `Job ${String(i).padStart(3, '0')}${titled}`,
      description: `A role with a kind team. ${words.join(' ')} Flexible hours and written communication.`,
      location: i % 2 ? 'Lisbon' : 'Remote',
      isRemote: i % 3 === 0,
      jobType: JOB_TYPES[i % JOB_TYPES.length]!,
      salaryMin,
      salaryMax: salaryMin === null ? null : salaryMin + (hourly ? 5 : 10000),
      salaryPeriod: hourly ? ('hour' as const) : ('year' as const),
      disabilityTypes: [DISABILITY_TYPES[i % DISABILITY_TYPES.length]!],
      // Some jobs share a minute, so ties are broken by id as the orders say.
      createdAt: new Date(FIRST_POSTED + Math.floor(i / 2) * 60_000),
      // Every thirtieth job is not public: the public never sees it, an administrator does.
      status: i % 30 === 29 ? ('inactive' as const) : ('active' as const),
      // Every thirtieth other job is active but past its deadline: in the windows, never in a page.
      expiresAt: i % 30 === 10 ? new Date(Date.now() - 86_400_000) : null,
    };
  });
  await db.insert(jobs).values(rows);
  await db.execute(sql`analyze jobs`);
}

export const SEARCH_CORPUS: Seed = { name: 'search-corpus', module: import.meta.url, fill };

/** The same orders as the search's, written once more for the oracle. */
// Pay in yearly equivalents, from the stated amounts rather than the generated column the search reads.
const YEARLY = "coalesce(salary_max, salary_min) * case salary_period when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'month' then 12 else 1 end";
export const ORACLE_ORDERS = {
  newest: 'created_at desc, id desc',
  oldest: 'created_at asc, id asc',
  'salary-high': `${YEARLY} desc nulls last, created_at desc, id desc`,
  'salary-low': `${YEARLY} asc nulls last, created_at desc, id desc`,
} as const;

/**
 * The oracle: one plain statement over every match, no strategy. Relevance: title matches first,
 * newest first; then every other match, newest first.
 */
export async function oracle(db: Db, scope: repo.JobScope, filter: repo.JobFilter, sort: keyof typeof ORACLE_ORDERS | 'relevance', offset: number, limit: number) {
  const where = repo.condition(scope, filter);
  const q = filter.search ? repo.tsquery(filter.search) : sql`null`;
  const order: SQL =
    sort === 'relevance'
      ? sql`(title_vector @@ ${q}) desc, created_at desc, id desc`
      : sql.raw(ORACLE_ORDERS[sort]);
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from ${jobs} where ${where} order by ${order}`));
  return { page: rows.slice(offset, offset + limit).map((r) => r.id), total: rows.length };
}

/** An exact total, or, beyond a thousand matches, an estimate that says so and is near the truth. */
export function expectTotal(p: { total: number; estimated?: boolean }, truth: number, label: string) {
  if (!p.estimated) return expect(p.total, label).toBe(truth);
  expect(truth, label).toBeGreaterThan(1000);
  expect(Math.abs(p.total - truth) / truth, label).toBeLessThan(0.25);
}

export const SORTS = ['relevance', 'newest', 'oldest', 'salary-high', 'salary-low'] as const;
