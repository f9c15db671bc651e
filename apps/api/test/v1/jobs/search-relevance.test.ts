// Which way the job search finds a page (src/modules/jobs/search/search-jobs.ts), relevance's
// tiers, words that go together and counts, over the corpus search-strategies checks too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema.ts';
import { rowsOf } from '../../../src/modules/jobs/jobs.repository.ts';
import { createJobSearch, type JobSearch, type Strategy } from '../../../src/modules/jobs/search/search-jobs.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { ADMIN, ask, DENSE, expectTotal, FEW, idsOf, MID, OLD, OLD_ALSO, oracle, RARE, SEARCH_CORPUS, SORTS } from '../../helpers/search-corpus.ts';

let t: TestApp;
// One search for the file, as the server keeps one: what it keeps a minute is kept across tests too.
let search: JobSearch;
beforeAll(async () => {
  t = await createTestApp({}, { seed: SEARCH_CORPUS });
  search = createJobSearch({ database: t.database });
});
afterAll(() => t.close());

describe('which strategy a search takes', () => {
  const strategyOf = async (query: Record<string, unknown>) => (await search.search(ask(query), null)).strategy;

  it('looks in a window at the start of the order for a common word, and gathers few matches', async () => {
    expect(await strategyOf({ search: DENSE, sort: 'newest' })).toBe<Strategy>('window');
    for (const sort of ['newest', 'oldest', 'salary-high', 'salary-low']) expect(await strategyOf({ search: MID, sort, page: 9 }), sort).toBe<Strategy>('window');
    expect(await strategyOf({ search: FEW, sort: 'newest' })).toBe<Strategy>('gather');
    expect(await strategyOf({ search: RARE, sort: 'newest' })).toBe<Strategy>('gather');
    expect(await strategyOf({ search: DENSE })).toBe<Strategy>('tiers');
  });

  it('gives way to gathering when the windows hold too few: a word common only among the oldest jobs', async () => {
    expect(await strategyOf({ search: OLD, sort: 'newest' })).toBe<Strategy>('gather');
    const result = await search.search(ask({ search: OLD, sort: 'newest', page: 30 }), null);
    expect(idsOf(result)).toEqual((await oracle(t.database.db, { kind: 'public' }, { search: OLD, disabilityTypes: [] }, 'newest', 290, 10)).page);
    expect(idsOf(result)).toHaveLength(10);
  });

  it('ranks by tiers: every title match first, whatever its age', async () => {
    const result = await search.search(ask({ search: DENSE, limit: 100 }), null);
    expect(result.strategy).toBe<Strategy>('tiers');
    const titles = rowsOf<{ id: string; title: string }>(await t.database.db.execute(sql`select id, title from ${jobs}`));
    const titleOf = new Map(titles.map((r) => [r.id, r.title]));
    const listed = idsOf(result).map((id) => titleOf.get(id)!);
    const titled = listed.filter((title) => title.includes(DENSE));
    expect(titled.length).toBeGreaterThan(0);
    expect(listed.slice(0, titled.length)).toEqual(titled);
    // A page that starts among the title matches and ends among the others.
    const crossing = await search.search(ask({ search: DENSE, limit: 100, page: 14 }), null);
    expect(idsOf(crossing)).toEqual((await oracle(t.database.db, { kind: 'public' }, { search: DENSE, disabilityTypes: [] }, 'relevance', 1300, 100)).page);
  });
});

describe('words that go together', () => {
  it('finds every page when the words match more jobs than estimated', async () => {
    const words = [OLD, ...OLD_ALSO].join(' ');
    for (const sort of SORTS) {
      for (const page of [1, 20, 107]) {
        const result = await search.search(ask({ search: words, sort, page }), null);
        const expected = await oracle(t.database.db, { kind: 'public' }, { search: words, disabilityTypes: [] }, sort, (page - 1) * 10, 10);
        expect(idsOf(result), `${sort} page ${page}`).toEqual(expected.page);
        expectTotal(result.pagination, expected.total, `${sort} page ${page}`);
      }
    }
  });
});

describe('counts', () => {
  it('counts exactly where there are at most a thousand matches, and says when a total is an estimate', async () => {
    const few = await search.search(ask({ search: FEW }), null);
    const exact = await oracle(t.database.db, { kind: 'public' }, { search: FEW, disabilityTypes: [] }, 'newest', 0, 10);
    expect(few.pagination).toEqual({ page: 1, limit: 10, total: exact.total, pages: Math.ceil(exact.total / 10) });
    const many = await search.search(ask({ search: DENSE }), null);
    expect(many.pagination.estimated).toBe(true);
    expectTotal(many.pagination, (await oracle(t.database.db, { kind: 'public' }, { search: DENSE, disabilityTypes: [] }, 'newest', 0, 10)).total, DENSE);
    // Administrators page through everything: their totals are exact.
    const admin = await search.search(ask({ search: DENSE }), ADMIN);
    expect(admin.pagination.estimated).toBeUndefined();
    expect(admin.pagination.total).toBe((await oracle(t.database.db, { kind: 'admin' }, { search: DENSE, disabilityTypes: [] }, 'newest', 0, 10)).total);
  });
});
