// `npm run seed` and the bench's seeding (seed/bulk.ts), and the trigger that keeps jobs' search
// vectors (migration 0016), which a bulk load on PGlite hands vectors computed beside it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '@jobboard/contracts/job-options';
import type { Database } from '../../src/db/client.ts';
import { seedBulk } from '../../src/seed/bulk.ts';
import { startSearchVectors } from '../../src/seed/search-vectors.ts';
import { freshDatabase } from '../helpers/database.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await freshDatabase()));
afterAll(async () => {
  await database.close();
  await drop();
});

const rows = async <T,>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };
const TEXT = sql.raw('title, requirements, accommodations, description, responsibilities, company_name, location, category');

describe('seeding', () => {
  it('loads every job type with the vector the database computes from each job\'s text, and refuses a second load', async () => {
    const result = await seedBulk(database, { jobs: 1500, users: 20, batchSize: 100, seed: 3 });
    expect(result).toMatchObject({ jobs: 1500, applicants: 20, employers: 30 });
    const { rows: [counts] } = await rows<{ jobs: number; types: number; stale: number }>(
      sql`select count(*)::int as jobs, count(distinct job_type)::int as types,
            count(*) filter (where search_vector is distinct from job_search_vector(${TEXT}))::int as stale from jobs`,
    );
    expect(counts).toEqual({ jobs: 1500, types: JOB_TYPES.length, stale: 0 });
    // The dictionary of "Did you mean" (migration 0023), which a load counts once at the end, holds every active job's words.
    const { rows: [words] } = await rows<{ words: number; wrong: number }>(
      sql`select (select count(*)::int from search_words) as words, count(*) filter (where s.jobs is distinct from c.jobs)::int as wrong
            from search_words s full join (select w as word, count(*)::int as jobs from jobs j, job_words(j.title, j.requirements) w where j.status = 'active' group by w) c using (word)`,
    );
    expect(words).toMatchObject({ wrong: 0, words: expect.any(Number) });
    expect(words!.words).toBeGreaterThan(100);
    await expect(seedBulk(database, { jobs: 10, users: 0 })).rejects.toThrow('The database already has 50 users and 1500 jobs; pass --append to add to it.');
  });
});

// On PostgreSQL the database computes every vector itself: a load hands over none.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('search vectors computed beside PGlite', () => {
  it('are the vectors the database computes, for any text', async () => {
    const vectors = await startSearchVectors(database.db, 1);
    try {
      const texts = [
        { title: 'Senior Nurse (part-time)', description: "Caring for patients' recovery; night shifts.", location: 'Zürich', requirements: 'RN licence', category: 'Healthcare' },
        { title: 'Développeur·se – accessibilité', description: 'Écrire du code 🙂 & tester avec NVDA', location: 'Montréal', companyName: "O'Brien & Co." },
        { title: 'x', description: '', location: '', accommodations: 'Screen reader; flexible hours', responsibilities: null },
      ];
      let computed: Promise<string[]> | undefined;
      for (const started = Date.now(); !(computed = vectors.of(texts)) && Date.now() - started < 30_000; ) await new Promise((r) => setTimeout(r, 50));
      const expected = await Promise.all(
        texts.map(async (t) => {
          const { rows: [row] } = await rows<{ v: string }>(
            sql`select job_search_vector(${t.title}, ${t.requirements ?? null}, ${t.accommodations ?? null}, ${t.description}, ${t.responsibilities ?? null}, ${t.companyName ?? null}, ${t.location}, ${t.category ?? null})::text as v`,
          );
          return row!.v;
        }),
      );
      expect(await computed).toEqual(expected);
      expect(expected[0]).toContain("'nurs':2A");
    } finally {
      await vectors.close();
    }
  });
});

describe('the trigger that keeps a job\'s search vector', () => {
  let employerId: string;
  beforeAll(async () => {
    const { rows: [employer] } = await rows<{ id: string }>(sql`insert into users (email, password_hash, role, first_name, last_name)
      values ('trigger-test@example.com', 'not a hash', 'employer', 'Ada', 'Lovelace') returning id`);
    employerId = employer!.id;
  });
  const vectorOf = async (id: string) => (await rows<{ v: string }>(sql`select search_vector::text as v from jobs where id = ${id}`)).rows[0]!.v;
  const insert = async (given: boolean) =>
    database.db.transaction(async (tx) => {
      if (given) await tx.execute(sql`set local jobboard.search_vectors_given = 'on'`);
      const result = await tx.execute(sql`insert into jobs (employer_id, title, description, location, job_type, search_vector)
        values (${employerId}, 'Librarian', 'Catalogue the archive', 'Oslo', 'contract', 'planted:1') returning id`);
      return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    });

  it('computes the vector of a new job whatever the insert says, unless a load says it gave them', async () => {
    expect(await vectorOf(await insert(false))).toBe("'archiv':4C 'catalogu':2C 'librarian':1A 'oslo':5C");
    expect(await vectorOf(await insert(true))).toBe("'planted':1");
  });

  it('computes it again when the text changes, and leaves it when only the view count does', async () => {
    const id = await insert(true);
    await database.db.execute(sql`update jobs set views_count = views_count + 1 where id = ${id}`);
    expect(await vectorOf(id)).toBe("'planted':1");
    await database.db.execute(sql`update jobs set title = 'Archivist' where id = ${id}`);
    expect(await vectorOf(id)).toBe("'archiv':4C 'archivist':1A 'catalogu':2C 'oslo':5C");
    await database.db.execute(sql`update jobs set search_vector = 'planted:1' where id = ${id}`);
    expect(await vectorOf(id)).toBe("'archiv':4C 'archivist':1A 'catalogu':2C 'oslo':5C");
  });
});
