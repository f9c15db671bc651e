// The public search's two ways of finding a page (job-search.service.ts): a bounded walk along an
// order index, and a scan of every match. Both must give the same jobs in the same order, and a
// walk that runs out of budget must give way to a scan rather than answer a short page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { DISABILITY_TYPES, JOB_TYPES } from '@jobboard/contracts/job-options';
import { jobs } from '../../../src/db/schema.ts';
import * as search from '../../../src/modules/jobs/job-search.repository.ts';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { registerEmployer } from '../../helpers/jobs.ts';

const JOBS = 800;
/** In 3 jobs of 5, spread over time: a walk from the newest finds a page at once. */
const DENSE = 'zqdense';
/** Only in the 300 oldest jobs: a walk from the newest finds none within its budget (500 rows or more). */
const OLD = 'zqoldword';

let t: TestApp;
type Seeded = { id: string; title: string; createdAt: Date; salarySort: number | null; words: string[] };
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const employer = await registerEmployer(t);
  const rows = Array.from({ length: JOBS }, (_, i) => {
    const words = [...(i % 5 < 3 ? [DENSE] : []), ...(i < 300 ? [OLD] : [])];
    const salaryMin = i % 7 === 0 ? null : 20000 + (i % 11) * 7000;
    return {
      employerId: employer.user.id as string,
      // Every fourth job has the dense word in its title too, so relevance differs from date.
      title: `Job ${String(i).padStart(3, '0')}${i % 4 === 0 && words.includes(DENSE) ? ` ${DENSE}` : ''}`,
      description: `A role with a kind team. ${words.join(' ')} Flexible hours and written communication.`,
      location: i % 2 ? 'Lisbon' : 'Remote',
      jobType: JOB_TYPES[i % JOB_TYPES.length]!,
      salaryMin,
      salaryMax: salaryMin === null ? null : salaryMin + 10000,
      disabilityTypes: [DISABILITY_TYPES[i % DISABILITY_TYPES.length]!],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    };
  });
  const inserted = await t.database.db.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title, createdAt: jobs.createdAt, salarySort: jobs.salarySort });
  for (const [i, row] of inserted.entries()) {
    seeded.push({ ...row, words: [DENSE, OLD].filter((w) => rows[i]!.description.includes(w)) });
  }
  // The service steers by the planner's estimates, which need statistics.
  await t.database.db.execute(sql`analyze jobs`);
});
afterAll(() => t.close());

const db = () => t.database.db;
const publicWhere = (filter: Partial<search.JobFilter>, wordsLead = false) =>
  search.jobListCondition({ kind: 'public' }, { disabilityTypes: [], ...filter }, { wordsLead });

const FILTERS: Array<[string, Partial<search.JobFilter>]> = [
  ['no filter', {}],
  ['a pay range', { salaryMin: 40000, salaryMax: 60000 }],
  ['disability types', { disabilityTypes: ['visual', 'hearing'] }],
  ['a job type and a place', { jobType: 'part-time', location: 'lisbon' }],
];

describe('a bounded walk finds the same page as a scan', () => {
  it.each(FILTERS)('by each plain order, with %s', async (_, filter) => {
    for (const sort of ['newest', 'oldest', 'salary-high', 'salary-low'] as const) {
      for (const [offset, limit] of [[0, 10], [20, 10], [0, 40]] as const) {
        const scanned = await search.orderedJobIds(db(), publicWhere({ ...filter, search: DENSE }), sort, offset, limit, 'scan');
        const walked = await search.walkedPage(db(), publicWhere(filter, true), DENSE, { sort }, offset + limit, JOBS, offset, limit);
        expect(walked?.ids, `${sort} ${offset}+${limit}`).toEqual(scanned.ids);
        expect(scanned.ids).toHaveLength(limit);
      }
    }
  });

  it.each(FILTERS.slice(0, 3))('by relevance among the newest matches, with %s', async (_, filter) => {
    for (const offset of [0, 10, 20]) {
      const scanned = await search.rankedWindowIds(db(), publicWhere({ ...filter, search: DENSE }), DENSE, 30, offset, 10, 'scan');
      const walked = await search.walkedPage(db(), publicWhere(filter, true), DENSE, { ranked: true }, 30, JOBS, offset, 10);
      expect(walked?.ids).toEqual(scanned.ids);
    }
  });

  it('answers nothing, rather than a short page, when its budget runs out or the matches are too few', async () => {
    // The 500 newest jobs hold no OLD word: a budget of 500 rows finds none.
    expect(await search.walkedPage(db(), publicWhere({}, true), OLD, { sort: 'newest' }, 10, 500, 0, 10)).toBeUndefined();
    // Only 300 jobs hold OLD: 301 cannot be found however far the walk goes.
    expect(await search.walkedPage(db(), publicWhere({}, true), OLD, { ranked: true }, 301, JOBS, 0, 10)).toBeUndefined();
    // With budget enough it finds the newest of them.
    const walked = await search.walkedPage(db(), publicWhere({}, true), OLD, { sort: 'newest' }, 10, 510, 0, 10);
    expect(walked?.ids).toEqual(newest(seeded.filter((j) => j.words.includes(OLD))).slice(0, 10).map((j) => j.id));
  });
});

const newest = (list: Seeded[]) => [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

async function list(query: string) {
  const res = await call(t.app, 'GET', `/v1/jobs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json()).data;
}

describe('the public search over HTTP', () => {
  it('pages a word found only in old jobs completely and counts it exactly (the walk gives way to a scan)', async () => {
    const expected = newest(seeded.filter((j) => j.words.includes(OLD))).map((j) => j.title);
    for (const page of [1, 3, 30, 31]) {
      const data = await list(`search=${OLD}&sort=newest&page=${page}`);
      expect(data.jobs.map((j) => j.title)).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(data.pagination).toEqual({ page, limit: 10, total: 300, pages: 30 });
    }
  });

  it('pages a common word by date and by pay without losing or repeating a job', async () => {
    const all = (await list(`search=${DENSE}&sort=salary-low&limit=100`)).jobs.map((j) => j.id);
    const paged = [];
    for (let page = 1; page <= 10; page++) paged.push(...(await list(`search=${DENSE}&sort=salary-low&page=${page}`)).jobs.map((j) => j.id));
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(100);
    const byDate = (await list(`search=${DENSE}&sort=newest&page=2`)).jobs.map((j) => j.title);
    expect(byDate).toEqual(newest(seeded.filter((j) => j.words.includes(DENSE))).slice(10, 20).map((j) => j.title));
  });

  it('ranks title matches first among the newest matches of a common word', async () => {
    const { jobs: found } = await list(`search=${DENSE}`);
    expect(found.every((j) => j.title.includes(DENSE))).toBe(true);
  });
});
