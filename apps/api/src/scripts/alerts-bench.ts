// BENCH_DATABASE_URL=postgres://…/seeded node --import tsx src/scripts/alerts-bench.ts [searches]
// Times one run of the job alerts (docs/decisions/016-job-alerts.md) on a database seeded with
// `npm run seed -- --jobs 100000 --users 1000`: it replaces the saved searches with `searches`
// (default 20,000: 20 for each of 1,000 job seekers, words drawn from the seeded jobs, some
// filters), all instant and all due, then runs the alerts once with no job newer than their last
// look, and once with the newest job new to every search. Alert mails are queued, never sent.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobsService } from '../modules/jobs/jobs.service.ts';
import { registerJobAlerts } from '../modules/saved-searches/job-alerts.ts';
import { createUnsubscribeLinks } from '../modules/saved-searches/unsubscribe-links.ts';
import { createMailOutbox } from '../platform/mail-outbox.ts';
import { createPasswordHasher } from '../platform/passwords.ts';
import { createMemoryStore, createRateLimiter } from '../platform/rate-limit.ts';
import { createSealer } from '../platform/sealed.ts';
import { createTaskQueue } from '../platform/tasks/task-queue.ts';
import { mulberry32 } from '../seed/bulk.ts';
import { vocabulary } from './bench/vocabulary.ts';

const total = Number(process.argv[2] ?? 20_000);
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(1);
}

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const database = await openDatabase({ url: url! });
  const log = { error: (o: object, m: string) => console.error(m, o), warn: () => {} };
  const tasks = createTaskQueue(database.sql, { log, scheduled: false });
  await tasks.start();
  const secret = Buffer.alloc(32, 7);
  const mailer = { send: async () => ({ ok: true as const, messageId: 'bench' }), close: () => {} };
  const outbox = createMailOutbox(tasks, mailer, createSealer(secret, 'queued mail'), config.mail);
  const ctx = { config, database, limiter: createRateLimiter(createMemoryStore()), passwords: createPasswordHasher(2) };
  const jobs = createJobsService(ctx);
  const alerts = registerJobAlerts(tasks, { db: database.db, jobs, outbox, siteUrl: () => 'https://jobs.example.org', unsubscribe: createUnsubscribeLinks(secret) });
  try {
    const words = await vocabulary(database, 1);
    const { rows: seekers } = (await database.db.execute(sql`select id from users where role = 'applicant' order by id limit ${Math.ceil(total / 20)}`)) as unknown as { rows: Array<{ id: string }> };
    const r = mulberry32(1);
    const searches = Array.from({ length: total }, (_, i) => ({
      user_id: seekers[Math.floor(i / 20) % seekers.length]!.id,
      name: `Bench ${i}`,
      query: {
        search: words[i % words.length],
        ...(r() < 0.3 ? { isRemote: true } : {}),
        ...(r() < 0.2 ? { jobType: 'full-time' } : {}),
        ...(r() < 0.1 ? { disabilityTypes: ['visual'] } : {}),
      },
    }));
    await database.db.execute(sql`delete from saved_searches`);
    await database.db.execute(sql`
      insert into saved_searches (user_id, name, query, frequency)
      select (s->>'user_id')::uuid, s->>'name', s->'query', 'instant' from jsonb_array_elements(${JSON.stringify(searches)}::jsonb) s`);
    await database.db.execute(sql`update saved_searches set checked_until = (select max(created_at) from jobs)`);
    let started = performance.now();
    let result = await alerts.run();
    console.log(`${total} instant searches, nothing new: ${(performance.now() - started).toFixed(0)} ms (${result.searched} searched, ${result.alerts} alerts)`);

    await database.db.execute(sql`update saved_searches set checked_until = (select max(created_at) - interval '1 millisecond' from jobs)`);
    started = performance.now();
    result = await alerts.run();
    const ms = performance.now() - started;
    console.log(`${total} instant searches, the newest job new to all: ${(ms / 1000).toFixed(1)} s (${result.searched} searched, ${result.alerts} alerts; ${(ms / result.searched).toFixed(2)} ms a search)`);
  } finally {
    await database.db.execute(sql`delete from pgboss.job where name = 'mail'`);
    await tasks.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
