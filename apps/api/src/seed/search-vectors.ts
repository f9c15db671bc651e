/**
 * Jobs' search vectors computed beside PGlite, for a bulk load. PGlite runs one query at a time on
 * one core, and computing each job's vector was most of a load: 100,000 jobs spent about 35 s of
 * PGlite's time in job_search_vector (migration 0016). Here threads each holding an empty PGlite
 * in memory compute them with that same function while PGlite inserts the rows before, and the
 * load hands them over (`jobboard.search_vectors_given`).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { startMemoryPgliteThread, type Db } from '../db/client.ts';
import type { jobs } from '../db/schema.ts';

/** The text of a job that its search vector is made of. */
export type JobText = Pick<typeof jobs.$inferInsert, 'title' | 'requirements' | 'accommodations' | 'description' | 'responsibilities' | 'companyName' | 'location' | 'category'>;

export type SearchVectors = {
  threads: number;
  /**
   * The jobs' vectors as PostgreSQL writes them (tsvector's text), in the jobs' order; undefined
   * while the threads start (about 4 s: an empty PGlite runs initdb), for the caller to compute.
   */
  of(jobs: JobText[]): Promise<string[]> | undefined;
  close(): Promise<void>;
};

const COMPUTE = `select job_search_vector(title, requirements, accommodations, description, responsibilities, company_name, location, category)::text as v
  from json_to_recordset($1::json) as t(title text, requirements text, accommodations text, description text, responsibilities text, company_name text, location text, category text)`;

/**
 * Starts `threads` computing threads, each an empty PGlite given job_search_vector as `db`
 * defines it (pg_get_functiondef), so that both compute the same vectors. Each batch goes to
 * the next thread in turn. One core is left to PGlite's own thread: on two,
 * a second computing thread made the load slower (23.4 against 18.9 s for 40,000 jobs), as both
 * took CPU from PGlite while they started and PGlite was the slower side afterwards.
 */
export async function startSearchVectors(db: Db, threads = os.availableParallelism() - 1): Promise<SearchVectors> {
  const defined = await db.execute(sql`select pg_get_functiondef('job_search_vector'::regproc) as definition`);
  const { definition } = (defined as unknown as { rows: Array<{ definition: string }> }).rows[0]!;
  const workers = Array.from({ length: Math.max(1, threads) }, () => startMemoryPgliteThread());
  let ready = false;
  // Should a thread fail to start, the database computes every vector, as it did before.
  const started = Promise.all(workers.map((w) => w.query(definition))).then(() => (ready = true));
  started.catch(() => {});
  let turn = 0;
  return {
    threads: workers.length,
    of(jobs) {
      if (!ready) return undefined;
      const texts = jobs.map((j) => ({
        title: j.title,
        requirements: j.requirements ?? null,
        accommodations: j.accommodations ?? null,
        description: j.description,
        responsibilities: j.responsibilities ?? null,
        company_name: j.companyName ?? null,
        location: j.location,
        category: j.category ?? null,
      }));
      const worker = workers[turn++ % workers.length]!;
      return worker.query(COMPUTE, [JSON.stringify(texts)]).then(({ rows }) => (rows as Array<{ v: string }>).map((row) => row.v));
    },
    close: async () => void (await Promise.all(workers.map((w) => w.close().catch(() => {})))),
  };
}
