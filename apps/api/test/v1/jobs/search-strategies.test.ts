// The job search's strategies (src/modules/jobs/search/search-jobs.ts): a window at the start of
// the order, gathering every match, PostgreSQL's own plan without words, and relevance by tiers. Whichever the search takes, its page must be exactly the
// page a plain query over every match gives (the oracle), for the public, an applicant and an
// administrator, over every filter and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/modules/jobs/job-rules.ts';
import { createJobSearch, type JobSearch, type Strategy } from '../../../src/modules/jobs/search/search-jobs.ts';
import type * as repo from '../../../src/modules/jobs/search/search.repository.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { ADMIN, APPLICANT, ask, DENSE, expectTotal, FEW, idsOf, MID, OLD, oracle, RARE, SEARCH_CORPUS, SORTS } from '../../helpers/search-corpus.ts';

let t: TestApp;
// One search for the file, as the server keeps one: what it keeps a minute is kept across tests too.
let search: JobSearch;
beforeAll(async () => {
  t = await createTestApp({}, { seed: SEARCH_CORPUS });
  search = createJobSearch({ database: t.database });
});
afterAll(() => t.close());

const FILTERS: Array<[string, Record<string, unknown>, Omit<repo.JobFilter, 'search'>]> = [
  ['no filter', {}, { disabilityTypes: [] }],
  ['a pay range', { salaryMin: '40000', salaryMax: '60000' }, { salaryMin: 40000, salaryMax: 60000, disabilityTypes: [] }],
  // 20–28 an hour is 41,600–58,240 a year.
  ['a pay range per hour', { salaryMin: '20', salaryMax: '28', salaryPeriod: 'hour' }, { salaryMin: 41600, salaryMax: 58240, disabilityTypes: [] }],
  ['disability types', { disabilityTypes: ['visual', 'hearing'] }, { disabilityTypes: ['visual', 'hearing'] }],
  ['a job type and a place', { jobType: 'part-time', location: 'LISBON' }, { jobType: 'part-time', location: 'LISBON', disabilityTypes: [] }],
  ['remote jobs of one type', { isRemote: 'true', jobType: 'contract' }, { isRemote: true, jobType: 'contract', disabilityTypes: [] }],
];

/** Pages asked for each word: the first ones, and those only some words reach. */
const PAGES: Array<[string, number[]]> = [
  // Page 136 starts right after relevance's title tier of the dense word (1,350 jobs) without filters.
  [DENSE, [1, 3, 136]],
  // Page 9 of the word in 2 jobs of 5: far into the order's first window.
  [MID, [1, 3, 9]],
  [FEW, [1, 3]],
  [RARE, [1]],
  [OLD, [1, 3]],
];
const VIEWERS: Array<[repo.JobScope, Viewer[]]> = [
  [{ kind: 'public' }, [null, APPLICANT]],
  [{ kind: 'admin' }, [ADMIN]],
];

describe('every strategy gives the page a plain query over every match gives', () => {
  it.each(FILTERS)('words, every sort, with %s, for the public, an applicant and an administrator', async (_, query, filter) => {
    for (const [words, pages] of PAGES) {
      for (const sort of SORTS) {
        for (const [scope, viewers] of VIEWERS) {
          // Every match in order, once: each page of each viewer must be its slice.
          const all = await oracle(t.database.db, scope, { ...filter, search: words }, sort, 0, Number.MAX_SAFE_INTEGER);
          for (const page of pages) {
            // An applicant's pages are the public's with the applicant's own marks: the first page shows them.
            for (const viewer of viewers.filter((v) => v !== APPLICANT || page === pages[0])) {
              const result = await search.search(ask({ search: words, sort, page, ...query }), viewer);
              const label = `${words} ${sort} page ${page} ${viewer === ADMIN ? 'admin' : viewer ? 'applicant' : 'public'}`;
              expect(idsOf(result), label).toEqual(all.page.slice((page - 1) * 10, page * 10));
              expectTotal(result.pagination, all.total, label);
            }
          }
        }
      }
    }
  });

  it.each(FILTERS)('no words, every plain order, with %s', async (_, query, filter) => {
    for (const sort of ['newest', 'oldest', 'salary-high', 'salary-low'] as const) {
      for (const page of [1, 7]) {
        const result = await search.search(ask({ sort, page, ...query }), null);
        const expected = await oracle(t.database.db, { kind: 'public' }, filter, sort, (page - 1) * 10, 10);
        expect(idsOf(result)).toEqual(expected.page);
        expect(result.strategy).toBe<Strategy>('plain');
      }
    }
  });
});

