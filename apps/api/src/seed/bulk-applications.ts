/**
 * Bulk applications for the analytics benchmarks (`npm run seed -- --applications N`): each
 * applicant applies to jobs spread over the board, applied between the job's posting and now,
 * with statuses a live board would show and the application history to match (applied, then the
 * current status when it is not 'applied'). Rows are made by PostgreSQL itself
 * (`insert … select generate_series`), so a million take tens of seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { dropIndexesAndForeignKeys } from './bulk.ts';

export class NotEnoughRowsError extends Error {}

/** Share of applications per current status (cumulative bounds of one random draw). */
const STATUS_MIX: Array<[string, number]> = [
  ['applied', 0.3],
  ['reviewing', 0.45],
  ['shortlisted', 0.55],
  ['interviewed', 0.62],
  ['offered', 0.66],
  ['hired', 0.72],
  ['rejected', 0.92],
  ['applicant_withdrew', 1],
];
const statusCase = `case ${STATUS_MIX.map(([status, bound]) => `when r.s < ${bound} then '${status}'`).join(' ')} end`;

const CHUNK = 100_000;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export type ApplicationSeedResult = { applications: number; history: number; seconds: number };

export async function seedApplications(
  database: Database,
  options: { applications: number; seed?: number; onProgress?: (line: string) => void },
): Promise<ApplicationSeedResult> {
  const started = performance.now();
  const log = (line: string) => options.onProgress?.(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const total = options.applications;
  // One transaction: one connection, so the temp tables and setseed hold for every statement.
  const result = await database.db.transaction(async (db) => {
    const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

    await db.execute(sql`drop table if exists seed_jobs, seed_applicants`);
    await db.execute(sql`create temp table seed_jobs as
      select (row_number() over (order by created_at, id) - 1)::int as n, id, employer_id, created_at from jobs where status not in ('draft', 'deleted')`);
    await db.execute(sql`create temp table seed_applicants as select (row_number() over (order by email) - 1)::int as n, id from users where role = 'applicant'`);
    await db.execute(sql`create unique index on seed_jobs (n)`);
    await db.execute(sql`create unique index on seed_applicants (n)`);
    // Numbering continues after the applications already there, so a second run adds new pairs.
    const existing = await count(sql`select count(*)::int as n from applications`);
    const empty = existing === 0;
    const jobCount = await count(sql`select count(*)::int as n from seed_jobs`);
    const applicantCount = await count(sql`select count(*)::int as n from seed_applicants`);
    if (!jobCount || !applicantCount || existing + total > jobCount * applicantCount) {
      throw new NotEnoughRowsError(
        `--applications ${total} needs more jobs and applicants (there are ${jobCount} jobs and ${applicantCount} applicants); add --users N.`,
      );
    }
    // Application i: applicant i mod A, job (round × step + applicant × 7919) mod J, where round = i div A.
    // With step coprime to J, one applicant's rounds land on distinct jobs: no (job, applicant) repeats.
    let step = Math.max(1, Math.floor(jobCount * 0.618));
    while (gcd(step, jobCount) !== 1) step++;
    await db.execute(sql`select setseed(${((options.seed ?? 1) % 1000) / 1000})`);

    // Into empty tables, building the indexes and checking the keys once after the load is several
    // times faster than row by row (the unique index then also proves no pair repeats).
    const rebuild = empty
      ? [await dropIndexesAndForeignKeys(db as unknown as Db, 'application_history'), await dropIndexesAndForeignKeys(db as unknown as Db, 'applications')]
      : [];

    let made = 0;
    let history = 0;
    for (let from = existing; from < existing + total; from += CHUNK) {
      const to = Math.min(from + CHUNK, existing + total) - 1;
      const result = await db.execute(sql.raw(`
        with made as (
          insert into applications (job_id, applicant_id, status, cover_letter, applied_at, updated_at)
          select j.id, u.id, r.status, 'I would like to apply for this role.', r.applied_at,
            case when r.status = 'applied' then r.applied_at else r.applied_at + r.d * least(interval '30 days', now() - r.applied_at) end
          from generate_series(${from}, ${to}) i
          join seed_applicants u on u.n = i % ${applicantCount}
          join seed_jobs j on j.n = ((i / ${applicantCount})::bigint * ${step} + (i % ${applicantCount})::bigint * 7919) % ${jobCount}
          cross join lateral (select ${statusCase} as status, j.created_at + t * (now() - j.created_at) as applied_at, d
            from (select random() as s, random() as t, random() as d, i) r) r
          on conflict do nothing
          returning id, job_id, applicant_id, status, applied_at, updated_at
        ),
        moved as (
          insert into application_history (application_id, from_status, to_status, changed_by, created_at)
          select m.id, null, 'applied', m.applicant_id, m.applied_at from made m
          union all
          select m.id, 'applied', m.status,
            case when m.status = 'applicant_withdrew' then m.applicant_id else j.employer_id end,
            m.updated_at
          from made m join seed_jobs j on j.id = m.job_id where m.status <> 'applied'
          returning 1
        )
        select (select count(*) from made)::int as made, (select count(*) from moved)::int as history`));
      const row = (result as unknown as { rows: Array<{ made: number; history: number }> }).rows[0]!;
      made += row.made;
      history += row.history;
      log(`  applications: ${(to + 1 - existing).toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
    if (rebuild.length) log('  rebuilding the applications indexes and foreign keys');
    for (const restore of rebuild.reverse()) await restore();
    await db.execute(sql`drop table seed_jobs, seed_applicants`);
    return { made, history };
  });
  log('  vacuum analyze');
  await database.db.execute(sql`vacuum analyze applications, application_history`);
  return { applications: result.made, history: result.history, seconds: (performance.now() - started) / 1000 };
}
