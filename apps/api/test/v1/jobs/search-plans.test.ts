// The public search's ways of finding a page (job-search.service.ts): a bounded walk along an
// order index, a window at the start of the order, and a scan of every match. All must give the
// same jobs in the same order, and a walk or window that finds too few must give way to the next
// rather than answer a short page.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobListQuery, JobListResponse } from '@jobboard/contracts/jobs';
import { DISABILITY_TYPES, JOB_TYPES } from '@jobboard/contracts/job-options';
import { jobs } from '../../../src/db/schema.ts';
import * as search from '../../../src/modules/jobs/job-search.repository.ts';

import { createJobSearch } from '../../../src/modules/jobs/job-search.service.ts';
import { jobListJson, rowsOf } from '../../../src/modules/jobs/jobs.repository.ts';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { registerEmployer } from '../../helpers/jobs.ts';

const JOBS = 800;
/** The jobs are posted a minute apart from 18:00 UTC two days ago, over the midnight a day ago. */
const FIRST_POSTED = (Math.floor(Date.now() / 86_400_000) - 1) * 86_400_000 - 6 * 3_600_000;
/** In 3 jobs of 5, spread over time: a walk from the newest finds a page at once. */
const DENSE = 'zqdense';
/** Only in the 300 oldest jobs: a walk from the newest finds none within its budget (500 rows or more). */
const OLD = 'zqoldword';

let t: TestApp;
let seededEmployer: string;
type Seeded = { id: string; title: string; createdAt: Date; salarySort: number | null; location: string; jobType: string; words: string[] };
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const employer = await registerEmployer(t);
  seededEmployer = employer.user.id as string;
  const rows = Array.from({ length: JOBS }, (_, i) => {
    const words = [...(i % 5 < 3 ? [DENSE] : []), ...(i < 300 ? [OLD] : [])];
    const salaryMin = i % 7 === 0 ? null : 20000 + (i % 11) * 7000;
    return {
      employerId: employer.user.id as string,
      // Every fourth job has the dense word in its title too, so relevance differs from date.
      title: `Job ${String(i).padStart(3, '0')}${i % 4 === 0 && words.includes(DENSE) ? ` ${DENSE}` : ''}`,
      description: `A role with a kind team. ${words.join(' ')} Flexible hours and written communication.`,
      location: i % 2 ? 'Lisbon' : 'Remote',
      isRemote: i % 3 === 0,
      jobType: JOB_TYPES[i % JOB_TYPES.length]!,
      salaryMin,
      salaryMax: salaryMin === null ? null : salaryMin + 10000,
      disabilityTypes: [DISABILITY_TYPES[i % DISABILITY_TYPES.length]!],
      createdAt: new Date(FIRST_POSTED + i * 60_000),
    };
  });
  const inserted = await t.database.db.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title, createdAt: jobs.createdAt, salarySort: jobs.salarySort, location: jobs.location, jobType: jobs.jobType });
  for (const [i, row] of inserted.entries()) {
    seeded.push({ ...row, words: [DENSE, OLD].filter((w) => rows[i]!.description.includes(w)) });
  }
  // The service steers by the planner's estimates, which need statistics.
  await t.database.db.execute(sql`analyze jobs`);
});
afterAll(() => t.close());

const db = () => t.database.db;
const publicWhere = (filter: Partial<search.JobFilter>, wordsLead = false, facetsLead = false) =>
  search.jobListCondition({ kind: 'public' }, { disabilityTypes: [], ...filter }, { wordsLead, facetsLead });
/** What a window asks the words-and-facets index for: its spans of time and the filters' facets. */
const postedFor = (edge: search.WindowEdge, filter: Partial<search.JobFilter> = {}) => {
  const since = search.postedSince(edge);
  return since && { since, facets: { jobType: filter.jobType, isRemote: filter.isRemote, disabilityTypes: filter.disabilityTypes ?? [] } };
};

const FILTERS: Array<[string, Partial<search.JobFilter>]> = [
  ['no filter', {}],
  ['a pay range', { salaryMin: 40000, salaryMax: 60000 }],
  ['disability types', { disabilityTypes: ['visual', 'hearing'] }],
  ['a job type and a place', { jobType: 'part-time', location: 'lisbon' }],
  ['remote jobs of two disability types', { isRemote: true, disabilityTypes: ['visual', 'cognitive'] }],
  ['jobs not remote of one type', { isRemote: false, jobType: 'contract' }],
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

const SORTS = ['newest', 'oldest', 'salary-high', 'salary-low'] as const;

describe('a window at the start of the order finds the same page as a scan', () => {
  it.each(FILTERS)('by each plain order and by relevance, with %s, or answers nothing', async (_, filter) => {
    let answered = 0;
    for (const sort of SORTS) {
      const edge = await search.windowEdge(db(), sort, 400);
      expect(edge?.sort).toBe(sort);
      for (const [offset, limit] of [[0, 10], [20, 10]] as const) {
        const scanned = await search.orderedJobIds(db(), publicWhere({ ...filter, search: DENSE }), sort, offset, limit, 'scan');
        const windowed = await search.windowedPage(db(), publicWhere(filter, true), DENSE, { sort }, edge!, offset + limit, offset, limit);
        if (windowed.ids) expect(windowed.ids, `${sort} ${offset}`).toEqual(scanned.ids);
        if (windowed.ids) answered++;
      }
    }
    const edge = await search.windowEdge(db(), 'newest', 400);
    const scanned = await search.rankedWindowIds(db(), publicWhere({ ...filter, search: DENSE }), DENSE, 30, 10, 10, 'scan');
    const windowed = await search.windowedPage(db(), publicWhere(filter, true), DENSE, { ranked: true }, edge!, 30, 10, 10);
    if (windowed.ids) expect(windowed.ids).toEqual(scanned.ids);
    // Without filters, 3 jobs in 5 match: every window of 400 jobs holds the 30 matches needed.
    if (!Object.keys(filter).length) expect([answered, windowed.ids?.length]).toEqual([8, 10]);
  });

  it('of one job type, has its edge among the jobs of that type, so that it holds as many of them', async () => {
    const contract = publicWhere({ jobType: 'contract', search: DENSE });
    for (const sort of SORTS) {
      const scanned = await search.orderedJobIds(db(), contract, sort, 20, 10, 'scan');
      // Every contract holds the word, but 100 jobs of all types hold only 20 to 25 contracts:
      // too few for the third page.
      const anyType = await search.windowEdge(db(), sort, 100);
      const contractBase = publicWhere({ jobType: 'contract' }, true);
      expect((await search.windowedPage(db(), contractBase, DENSE, { sort }, anyType!, 30, 20, 10)).ids, sort).toBeUndefined();
      const typed = await search.windowEdge(db(), sort, 100, 'contract');
      const windowed = await search.windowedPage(db(), contractBase, DENSE, { sort }, typed!, 30, 20, 10);
      expect(windowed.ids, sort).toEqual(scanned.ids);
    }
  });

  it("takes an edge by date from the planner's statistics close to the index's, and finds the same pages with it", async () => {
    for (const sort of ['newest', 'oldest'] as const) {
      for (const [rank, jobType] of [[400, undefined], [100, 'contract']] as const) {
        const population = jobType ? JOBS / JOB_TYPES.length : JOBS;
        const exact = await search.windowEdge(db(), sort, rank, jobType);
        const estimated = await search.windowEdge(db(), sort, rank, jobType, { population });
        // The jobs are a minute apart (and of each type, five minutes apart): within ten of them.
        const apart = Math.abs(Date.parse(estimated!.value) - Date.parse(exact!.value)) / 60_000;
        expect(apart, `${sort} ${rank} ${jobType ?? ''}`).toBeLessThanOrEqual(jobType ? 50 : 10);
        if (sort === 'newest') {
          expect(estimated!.newestQuarterDay).toBe(exact!.newestQuarterDay);
          expect(Math.abs(estimated!.quarterDay! - exact!.quarterDay!)).toBeLessThanOrEqual(1);
        }
        const base = publicWhere(jobType ? { jobType } : {}, true);
        const scanned = await search.orderedJobIds(db(), publicWhere({ jobType, search: DENSE }), sort, 10, 10, 'scan');
        const windowed = await search.windowedPage(db(), base, DENSE, { sort }, estimated!, 20, 10, 10);
        expect(windowed.ids, `${sort} ${rank} ${jobType ?? ''}`).toEqual(scanned.ids);
      }
    }
    expect(await search.windowEdge(db(), 'newest', JOBS + 1, undefined, { population: JOBS })).toBeUndefined();
  });

  it('counts the matches within the window and answers nothing when they are too few', async () => {
    const edge = await search.windowEdge(db(), 'newest', 400);
    const windowed = await search.windowedPage(db(), publicWhere({}, true), DENSE, { sort: 'newest' }, edge!, 10, 0, 10);
    const firstJobs = newest(seeded).slice(0, 400);
    expect(windowed.inWindow).toBe(firstJobs.filter((j) => j.words.includes(DENSE)).length);
    // OLD is only in the 300 oldest jobs: none within the 400 newest.
    expect((await search.windowedPage(db(), publicWhere({}, true), OLD, { sort: 'newest' }, edge!, 10, 0, 10)).ids).toBeUndefined();
    // Past the last job there is no edge.
    expect(await search.windowEdge(db(), 'newest', JOBS + 1)).toBeUndefined();
  });

  it('still starts at the start of the order after a newer job was posted (an edge a minute old)', async () => {
    const edge = await search.windowEdge(db(), 'newest', 200);
    const [late] = await db()
      .insert(jobs)
      .values({ employerId: seededEmployer, title: 'Late job', description: `A role posted after the edge was taken. ${DENSE} words.`, location: 'Remote', jobType: 'full-time', createdAt: new Date(Date.UTC(2027, 0, 1)) })
      .returning({ id: jobs.id });
    try {
      const scanned = await search.orderedJobIds(db(), publicWhere({ search: DENSE }), 'newest', 0, 10, 'scan');
      const windowed = await search.windowedPage(db(), publicWhere({}, true), DENSE, { sort: 'newest' }, edge!, 10, 0, 10);
      expect(scanned.ids[0]).toBe(late!.id);
      expect(windowed.ids).toEqual(scanned.ids);
    } finally {
      await db().delete(jobs).where(sql`${jobs.id} = ${late!.id}`);
    }
  });
});

describe('a window of the newest jobs asked of the words-and-facets index', () => {
  it("names a job's spans of time, type, remote or not and each disability type once, as lexemes no text gives", async () => {
    // 2026-11-22 13:30 UTC: quarter-day 83118 (from 12:00), day 20779, week 2968, four-weeks 742.
    const facets = async (remote: boolean, types: string) =>
      rowsOf<{ lexemes: string[] }>(
        await db().execute(sql`select tsvector_to_array(job_search_facets('2026-11-22T13:30:00Z', 'internship', ${remote}, ${types}::text[])) as lexemes`),
      )[0]!.lexemes;
    expect(await facets(true, '{}')).toEqual(['day 20779', 'four-weeks 742', 'job-type internship', 'quarter-day 83118', 'remote yes', 'week 2968']);
    expect(await facets(false, '{visual,mental-health,visual}')).toEqual([
      'day 20779', 'disability mental-health', 'disability visual', 'four-weeks 742', 'job-type internship', 'quarter-day 83118', 'remote no', 'week 2968',
    ]);
  });

  it.each(FILTERS)('finds the same page as a scan, by date and by relevance, with %s, or answers nothing', async (_, filter) => {
    let answered = 0;
    // 160 jobs of each type.
    for (const rank of filter.jobType ? [40, 120] : [100, 400]) {
      const edge = await search.windowEdge(db(), 'newest', rank, filter.jobType);
      const posted = postedFor(edge!, filter);
      // The window runs from the start of the edge's quarter-day, through the longest span starting there.
      const quarter = Math.floor(newest(seeded.filter((j) => !filter.jobType || j.jobType === filter.jobType))[rank - 1]!.createdAt.getTime() / 21_600_000);
      const [span, name] = ([[112, 'four-weeks'], [28, 'week'], [4, 'day'], [1, 'quarter-day']] as const).find(([length]) => quarter % length === 0)!;
      expect(posted?.since[0]).toBe(`${name} ${quarter / span}`);
      const base = publicWhere(filter, true, true);
      for (const [offset, limit] of [[0, 10], [20, 10]] as const) {
        const scanned = await search.orderedJobIds(db(), publicWhere({ ...filter, search: DENSE }), 'newest', offset, limit, 'scan');
        const windowed = await search.windowedPage(db(), base, DENSE, { sort: 'newest' }, edge!, offset + limit, offset, limit, posted);
        if (windowed.ids) expect(windowed.ids, `${rank} ${offset}`).toEqual(scanned.ids);
        if (windowed.ids) answered++;
      }
      const ranked = await search.rankedWindowIds(db(), publicWhere({ ...filter, search: DENSE }), DENSE, 30, 10, 10, 'scan');
      const windowed = await search.windowedPage(db(), base, DENSE, { ranked: true }, edge!, 30, 10, 10, posted);
      if (windowed.ids) expect(windowed.ids).toEqual(ranked.ids);
      if (windowed.ids) answered++;
    }
    // Without filters every window holds the matches needed; with a job type, so does every window of that type.
    if (!Object.keys(filter).length) expect(answered).toBe(6);
    if (filter.jobType && !filter.location) expect(answered).toBeGreaterThan(0);
  });

  it('asks it for a place with the words and facets, and tests a place of fewer than three letters on each row', async () => {
    for (const location of ['lisbon', 'ISBO', 'Remote', 'is', 'no such place']) {
      const expected = newest(seeded.filter((j) => j.words.includes(DENSE) && j.jobType === 'part-time' && j.location.toLowerCase().includes(location.toLowerCase())));
      const filter = { search: DENSE, jobType: 'part-time' as const, location, disabilityTypes: [] };
      for (const placeOnRows of [false, true]) {
        const where = search.jobListCondition({ kind: 'public' }, filter, { wordsWithFacets: true, placeOnRows });
        const scanned = await search.orderedJobIds(db(), where, 'newest', 0, 50, 'scan');
        expect(scanned.ids, `${location} ${placeOnRows}`).toEqual(expected.slice(0, 50).map((j) => j.id));
        expect(scanned.total ?? 0).toBe(expected.length);
      }
    }
    expect([search.placeIndexable('lisbon'), search.placeIndexable('São'), search.placeIndexable('NY'), search.placeIndexable('a-b c')]).toEqual([true, true, false, false]);
  });

  it('asks it for the words too, so that no other index can serve them and leave the facets to be tested on each of their rows', async () => {
    // Words the planner takes as rare (it multiplies the shares of several words as if
    // independent): had the word index served them, it would read every match of the words to test
    // the spans and facets on each. "042" is in one title.
    const where = search.jobListCondition({ kind: 'public' }, { search: `${DENSE} 042`, jobType: 'part-time', disabilityTypes: ['visual'] }, { wordsWithFacets: true });
    const plans: string[] = [];
    await db()
      .transaction(async (tx) => {
        const plan = async () => rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from jobs where ${where}`)).map((r) => r['QUERY PLAN']).join('\n');
        await tx.execute(sql`set local enable_seqscan = off`);
        plans.push(await plan());
        await tx.execute(sql`drop index jobs_public_words_facets_idx`);
        plans.push(await plan());
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toBe('Rollback'));
    // With that index or without it (the planner then reads every active job), never the word index.
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).not.toContain('jobs_search_vector_idx');
    expect(plans[1]).toContain('COALESCE(search_vector');
  });

  it("counts the matches within the edge's window only, though it reads from the start of the edge's quarter-day", async () => {
    const edge = await search.windowEdge(db(), 'newest', 400);
    const windowed = await search.windowedPage(db(), publicWhere({}, true, true), DENSE, { sort: 'newest' }, edge!, 10, 0, 10, postedFor(edge!));
    expect(windowed.inWindow).toBe(newest(seeded).slice(0, 400).filter((j) => j.words.includes(DENSE)).length);
    expect((await search.windowedPage(db(), publicWhere({}, true, true), OLD, { sort: 'newest' }, edge!, 10, 0, 10, postedFor(edge!))).ids).toBeUndefined();
  });

  it('holds a job posted after the edge was taken, and one dated far ahead', async () => {
    const edge = await search.windowEdge(db(), 'newest', 200);
    const late = { employerId: seededEmployer, title: 'Late job', description: `A role posted after the edge was taken. ${DENSE} words.`, location: 'Remote', jobType: 'full-time' as const };
    const [posted] = await db().insert(jobs).values(late).returning({ id: jobs.id });
    try {
      const windowed = await search.windowedPage(db(), publicWhere({}, true, true), DENSE, { sort: 'newest' }, edge!, 10, 0, 10, postedFor(edge!));
      expect(windowed.ids?.[0]).toBe(posted!.id);
      // Dated a year ahead (an import): the spans reach the newest job, as the edge taken after it says.
      const [ahead] = await db().insert(jobs).values({ ...late, createdAt: new Date(Date.now() + 365 * 86_400_000) }).returning({ id: jobs.id });
      const laterEdge = await search.windowEdge(db(), 'newest', 200);
      const found = await search.windowedPage(db(), publicWhere({}, true, true), DENSE, { sort: 'newest' }, laterEdge!, 10, 0, 10, postedFor(laterEdge!));
      expect(found.ids?.slice(0, 2)).toEqual([ahead!.id, posted!.id]);
    } finally {
      await db().delete(jobs).where(sql`${jobs.title} = 'Late job'`);
    }
  });

  it('matches no job on a search for the name of a span of time or a facet', async () => {
    const edge = (await search.windowEdge(db(), 'newest', 400))!;
    const posted = postedFor(edge)!;
    const names = [posted.since[0]!, `"${posted.since.at(-1)!}"`, posted.since.at(-1)!.replace(' ', '-'), 'job-type full-time', "'remote yes'", 'disability visual'];
    for (const text of names) {
      expect((await search.windowedPage(db(), publicWhere({}, true, true), text, { sort: 'newest' }, edge, 1, 0, 10, posted)).ids).toBeUndefined();
      expect((await list(`search=${encodeURIComponent(text)}`)).jobs).toEqual([]);
    }
  });

  it("names the longest span starting where the last ended, from the edge's quarter-day to two days past today or the newest job", () => {
    // 2026-11-26 is day 20783 from 1970: the start of a week (20783 = 7 × 2969), the eighth day of four weeks (28 × 742 + 7).
    const now = Date.UTC(2026, 10, 26, 9, 30);
    const today = 20_783;
    const quarter = (day: number, q: number) => day * 4 + q;
    const edge = (q: number, newestQ = q) => ({ sort: 'newest' as const, value: '', quarterDay: q, newestQuarterDay: newestQ });
    expect(search.postedSince(edge(quarter(today - 1, 1)), now)).toEqual([
      `quarter-day ${quarter(today - 1, 1)}`, `quarter-day ${quarter(today - 1, 2)}`, `quarter-day ${quarter(today - 1, 3)}`, 'week 2969',
    ]);
    expect(search.postedSince(edge(quarter(today, 0)), now)).toEqual(['week 2969']);
    // From 10 days before: days to the start of four weeks (day 20776), then those four weeks.
    expect(search.postedSince(edge(quarter(today - 10, 0)), now)).toEqual(['day 20773', 'day 20774', 'day 20775', 'four-weeks 742']);
    expect(search.postedSince(edge(quarter(28 * 740, 0)), now)).toEqual(['four-weeks 740', 'four-weeks 741', 'four-weeks 742']);
    // A job dated 40 days ahead (day 20823): the spans reach it.
    expect(search.postedSince(edge(quarter(today, 0), quarter(today + 40, 2)), now)).toEqual(['week 2969', 'week 2970', 'week 2971', 'four-weeks 743']);
    // Another order, or more than 48 spans (four years): the order's index instead.
    expect(search.postedSince({ ...edge(quarter(today, 1)), sort: 'oldest' }, now)).toBeUndefined();
    expect(search.postedSince(edge(quarter(today - 28 * 40, 0)), now)).toHaveLength(3 + 40);
    expect(search.postedSince(edge(quarter(today - 28 * 48, 0)), now)).toBeUndefined();
  });
});

describe('the search service with windows for small tables', () => {
  // The service's windows start at 1,024 jobs; with smaller ones these 800 take them.
  const windows = () => createJobSearch({ database: t.database }, { walkUpTo: 0, windowFrom: 1, windowMin: 64, statsEdgeFrom: Infinity });
  /** Windows whose edges by date come from the planner's statistics. */
  const estimatedWindows = () => createJobSearch({ database: t.database }, { walkUpTo: 0, windowFrom: 1, windowMin: 64, statsEdgeFrom: 64 });
  const scans = () => createJobSearch({ database: t.database }, { walkUpTo: 0, windowFrom: Infinity, windowMin: 64, statsEdgeFrom: Infinity });
  const walks = () => createJobSearch({ database: t.database }, { walkUpTo: 600, windowFrom: Infinity, windowMin: 64, statsEdgeFrom: Infinity });
  const ask = (query: Record<string, unknown>) => JobListQuery.parse(query);

  it('finds the pages a scan finds, walking or in windows, in every order, with filters, and past the window', async () => {
    const [windowed, estimated, walked, scanned] = [windows(), estimatedWindows(), walks(), scans()];
    for (const sort of [undefined, ...SORTS]) {
      for (const extra of [{}, { jobType: 'contract' }, { salaryMin: '50000' }, { disabilityTypes: ['visual'] }, { location: 'lisbon' }, { isRemote: 'true', jobType: 'internship' }]) {
        for (const page of [1, 3]) {
          const query = ask({ search: DENSE, page, ...(sort ? { sort } : {}), ...extra });
          const expected = (await scanned.page(query, null)).ids;
          expect((await windowed.page(query, null)).ids, `windows ${JSON.stringify(query)}`).toEqual(expected);
          expect((await estimated.page(query, null)).ids, `estimated windows ${JSON.stringify(query)}`).toEqual(expected);
          expect((await walked.page(query, null)).ids, `walks ${JSON.stringify(query)}`).toEqual(expected);
        }
      }
    }
  });

  it("writes each page's jobs in the statement that finds them, as the list writes them for the public and for an applicant", async () => {
    const applicant = '00000000-0000-4000-8000-000000000001';
    for (const service of [windows(), walks(), scans()]) {
      // Relevance on its first page, across the end of the ranked hundred, and in plain orders.
      for (const extra of [{}, { page: 4, limit: 30 }, { sort: 'newest', page: 2 }, { sort: 'salary-low', jobType: 'contract' }]) {
        for (const viewerId of [undefined, applicant]) {
          const query = ask({ search: DENSE, ...extra });
          const result = await service.page(query, viewerId ? ({ id: viewerId, role: 'applicant' } as never) : null);
          expect(result.ids.length, JSON.stringify(query)).toBeGreaterThan(0);
          expect(result.jobs, JSON.stringify(query)).toBeDefined();
          expect(`[${result.jobs!.join(',')}]`).toBe(await jobListJson(db(), result.ids, viewerId));
        }
      }
    }
  });

  it('writes no jobs for an administrator, whose list is written by the server with the employer and counts', async () => {
    const result = await scans().page(ask({ search: DENSE }), { id: '00000000-0000-4000-8000-000000000002', role: 'admin' } as never);
    expect(result.ids.length).toBeGreaterThan(0);
    expect(result.jobs).toBeUndefined();
  });

  it('finds the jobs of a common place among the matches of the words (the place tested on each)', async () => {
    // Half the jobs are in Lisbon: the place is tested on each match rather than through its trigram index.
    const inLisbon = newest(seeded.filter((j) => j.words.includes(DENSE) && j.location === 'Lisbon')).map((j) => j.id);
    for (const service of [windows(), walks(), scans()]) {
      for (const page of [1, 4]) {
        const result = await service.page(ask({ search: DENSE, location: 'isbo', sort: 'newest', page }), null);
        expect(result.ids).toEqual(inLisbon.slice((page - 1) * 10, page * 10));
      }
    }
  });

  it('sizes the next search with the same words from the matches a scan found, where the planner took the words as independent', async () => {
    // Two words always together in 100 jobs spread over the others' time: the planner multiplies their shares and expects about 11.
    const PAIR = 'zqpaira zqpairb';
    const paired = await db()
      .insert(jobs)
      .values(Array.from({ length: 100 }, (_, i) => ({
        employerId: seededEmployer, title: `Paired ${i}`, description: `A role: ${PAIR}.`, location: 'Porto', jobType: 'full-time' as const,
        createdAt: new Date(FIRST_POSTED + (i * 8 + 0.5) * 60_000),
      })))
      .returning({ id: jobs.id });
    const statements = vi.spyOn(t.database.db, 'execute');
    try {
      await db().execute(sql`analyze jobs`);
      const planned = await search.estimateJobs(db(), publicWhere({ search: PAIR }));
      // Scanned at first (4 times the estimate for several words is below windowFrom), in a window once the scan found 100.
      const windowFrom = 4 * planned + 1;
      expect(windowFrom, 'the planner took the words as independent').toBeLessThan(100);
      const service = createJobSearch({ database: t.database }, { walkUpTo: 0, windowFrom, windowMin: 64, statsEdgeFrom: Infinity });
      const page = async (extra: Record<string, unknown> = {}) => {
        statements.mockClear();
        const result = await service.page(ask({ search: PAIR, sort: 'newest', ...extra }), null);
        return { ...result, windowed: sqlOf(statements).some((text) => text.includes('in_window')) };
      };
      const first = await page();
      expect([first.windowed, first.pagination.total, first.pagination.estimated]).toEqual([false, 100, undefined]);
      const second = await page();
      expect(second.windowed).toBe(true);
      expect(second.ids).toEqual(first.ids);
      // The count the scan made is kept, rather than the window's estimate of it.
      expect(second.pagination).toEqual(first.pagination);
      const third = await page({ page: 2 });
      expect([third.windowed, third.pagination.total, third.pagination.estimated]).toEqual([true, 100, undefined]);
      expect(first.ids).toEqual(paired.map((j) => j.id).reverse().slice(0, 10));
    } finally {
      statements.mockRestore();
      await db().delete(jobs).where(sql`${jobs.title} like 'Paired %'`);
      await db().execute(sql`analyze jobs`);
    }
  });

  it('does not take words for rare after a filter kept none of their jobs', async () => {
    const statements = vi.spyOn(t.database.db, 'execute');
    try {
      const service = walks();
      const none = await service.page(ask({ search: DENSE, salaryMin: '10000000' }), null);
      expect(none.pagination.total).toBe(0);
      statements.mockClear();
      const dense = await service.page(ask({ search: DENSE, sort: 'newest' }), null);
      const texts = sqlOf(statements);
      // Still walked for (3 jobs in 5 hold the word), not scanned in full as if it were in none.
      expect(texts.some((text) => text.includes('count(*) over () as total'))).toBe(false);
      expect(texts.some((text) => text.includes('k.v @@'))).toBe(true);
      expect(dense.ids).toEqual(newest(seeded.filter((j) => j.words.includes(DENSE))).slice(0, 10).map((j) => j.id));
    } finally {
      statements.mockRestore();
    }
  });

  it('reports a total from the share of matches in the window, marked as estimated', async () => {
    const result = await windows().page(ask({ search: DENSE, sort: 'newest' }), null);
    const truth = seeded.filter((j) => j.words.includes(DENSE)).length;
    expect(result.pagination.estimated).toBe(true);
    expect(Math.abs(result.pagination.total - truth) / truth).toBeLessThan(0.25);
  });
});

/** The SQL of the statements a spy on db.execute saw. */
const sqlOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query as SQL).sql);

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

  it('finds a hyphenated word as it did when it was a phrase, from the word index alone', async () => {
    const texts = { joined: 'a zqpart-zqtime role', apart: 'a zqpart zqtime role', reversed: 'zqtime first, then zqpart' };
    const inserted = await db()
      .insert(jobs)
      .values(Object.entries(texts).map(([title, words]) => ({ employerId: seededEmployer, title, description: `A role with a kind team, ${words}, and flexible hours.`, location: 'Remote', jobType: 'full-time' as const })))
      .returning({ id: jobs.id });
    try {
      const titles = async (search: string) => (await list(`search=${encodeURIComponent(search)}&sort=newest`)).jobs.map((j) => j.title).sort();
      expect(await titles('zqpart-zqtime')).toEqual(['joined']);
      expect(await titles('zqpart-zqtime role')).toEqual(['joined']);
      expect(await titles('"zqpart zqtime"')).toEqual(['apart', 'joined']);
      expect(await titles('zqtime -zqpart-zqtime')).toEqual(['apart', 'reversed']);
      expect(await titles('zqpart-zqtime or zqtime-zqpart')).toEqual(['joined']);
    } finally {
      await db().delete(jobs).where(sql`${jobs.id} in (${sql.join(inserted.map((j) => sql`${j.id}`), sql`, `)})`);
    }
  });

  it('asks the word index for a hyphenated word without a phrase, and keeps quoted phrases', async () => {
    const asText = async (text: string) => rowsOf<{ q: string }>(await db().execute(sql`select (${search.tsquery(text)})::text as q`))[0]!.q;
    expect((await asText('part-time nurse')).split(' & ').sort()).toEqual(["'nurs'", "'part'", "'part-tim'", "'time'"]);
    expect(await asText('"part-time nurse"')).toBe("'part-tim' <-> 'part' <-> 'time' <-> 'nurs'");
  });
});
