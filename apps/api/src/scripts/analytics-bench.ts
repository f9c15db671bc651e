// BENCH_DATABASE_URL=postgres://…/seeded node --import tsx src/scripts/analytics-bench.ts [runs]
// Times every analytics endpoint through HTTP (app.inject) on a database seeded with
// `npm run seed -- --jobs 100000 --users 20000 --applications 1000000`, against the 300 ms
// budget (docs/architecture.md#performance-budgets): two warm-up calls, then `runs` timed calls
// one after another (median and worst; the first warm-up call is shown too).
// It signs in a bench administrator (created if missing) and the employer and the applicant with
// the most applications (seeded accounts share one password).
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createPasswordHasher } from '../platform/passwords.ts';
import { createMemoryStore, createRateLimiter } from '../platform/rate-limit.ts';
import { SEED_PASSWORD } from '../seed/bulk.ts';

const BUDGET_MS = 300;
const runs = Number(process.argv[2] ?? 10);
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(1);
}

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, JWT_SECRET: 'analytics-bench-secret-0123456789abcdef' });
  const database = await openDatabase({ url: url! });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const auth = createAuthService({ config, database, limiter: createRateLimiter(createMemoryStore()), passwords: createPasswordHasher(2) });
    const admin = { email: 'analytics-bench-admin@example.com', password: 'Bench-Quartz-Lantern-Meadow-41' };
    await auth.ensureAdmin(admin);
    const busiest = async (role: 'employer' | 'applicant') => {
      const column = role === 'employer' ? sql`j.employer_id` : sql`a.applicant_id`;
      const { rows } = (await database.db.execute(sql`
        select u.email from applications a join jobs j on j.id = a.job_id join users u on u.id = ${column}
        group by u.email order by count(*) desc limit 1`)) as unknown as { rows: Array<{ email: string }> };
      return rows[0]!.email;
    };
    const signIn = async (email: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    };
    const tokens = {
      admin: await signIn(admin.email, admin.password),
      employer: await signIn(await busiest('employer'), SEED_PASSWORD),
      applicant: await signIn(await busiest('applicant'), SEED_PASSWORD),
    };

    const endpoints: Array<[keyof typeof tokens, string]> = [
      ['applicant', '/v1/analytics/applicant'],
      ['employer', '/v1/analytics/employer'],
      ['admin', '/v1/analytics/dashboard-stats'],
      ['admin', '/v1/analytics/recent-activities'],
    ];
    for (const range of ['7d', '30d', '90d', '1y']) {
      for (const name of ['admin', 'user-growth', 'job-stats', 'application-metrics', 'report']) {
        endpoints.push(['admin', `/v1/analytics/${name}?time_range=${range}`]);
      }
    }

    let over = 0;
    console.log(`${runs} timed calls each after 2 warm-up calls; budget ${BUDGET_MS} ms`);
    for (const [who, path] of endpoints) {
      const times: number[] = [];
      let first = 0;
      for (let i = 0; i < runs + 2; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${tokens[who]}` } });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i === 0) first = ms;
        if (i >= 2) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const worst = times.at(-1)!;
      if (worst > BUDGET_MS) over++;
      console.log(`${worst > BUDGET_MS ? 'OVER' : 'ok  '} ${path.padEnd(52)} median ${median.toFixed(0).padStart(4)} ms, worst ${worst.toFixed(0).padStart(4)} ms (first call ${first.toFixed(0)} ms)`);
    }
    console.log(over ? `${over} endpoint(s) over ${BUDGET_MS} ms at worst.` : `Every endpoint under ${BUDGET_MS} ms.`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
