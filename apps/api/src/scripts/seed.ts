// npm run seed -- --jobs N [--users N] [--employers N] [--applications N] [--seed N] [--append]
// Bulk realistic data (employers, applicants, jobs, applications) in the configured database: DATA_DIR, or DATABASE_URL.
// --applications alone adds applications to the jobs and applicants already there.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirectoryLockedError } from '../db/lock.ts';
import { DatabaseNotEmptyError, SEED_EMAIL_DOMAIN, SEED_PASSWORD, seedBulk } from '../seed/bulk.ts';
import { NotEnoughRowsError, seedApplications } from '../seed/bulk-applications.ts';

const usage = 'Usage: npm run seed -- --jobs 100000 [--users 1000] [--employers N] [--applications N] [--seed 1] [--append]';

function count(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`--${name} must be a whole number.\n${usage}`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      users: { type: 'string' },
      employers: { type: 'string' },
      applications: { type: 'string' },
      seed: { type: 'string' },
      append: { type: 'boolean', default: false },
    },
  });
  if (values.jobs === undefined && values.applications === undefined) throw new ConfigError(usage);
  const applications = count('applications', values.applications, 0);
  const jobs = count('jobs', values.jobs, 0);
  const options = {
    jobs,
    users: count('users', values.users, 0),
    employers: count('employers', values.employers, Math.ceil(jobs / 50)),
    seed: count('seed', values.seed, 1),
    append: values.append,
  };
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Seeding ${where} with seed ${options.seed}…`);
  try {
    if (values.jobs !== undefined) await bulk(database, options);
    if (applications) {
      const made = await seedApplications(database, { applications, seed: options.seed, onProgress: (line) => console.log(line) });
      console.log(`Created ${made.applications.toLocaleString('en-US')} applications and ${made.history.toLocaleString('en-US')} history rows in ${made.seconds.toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
}

async function bulk(database: Awaited<ReturnType<typeof openDatabase>>, options: Parameters<typeof seedBulk>[1]) {
  const result = await seedBulk(database, { ...options, onProgress: (line) => console.log(line) });
  const rows = result.employers * 2 + result.applicants * 2 + result.jobs;
  console.log(
    [
      `Created ${result.employers.toLocaleString('en-US')} employers, ${result.applicants.toLocaleString('en-US')} applicants and ${result.jobs.toLocaleString('en-US')} jobs`,
      `  in ${result.seconds.toFixed(1)} s (${Math.round(result.jobs / result.seconds).toLocaleString('en-US')} jobs/s, ${Math.round(rows / result.seconds).toLocaleString('en-US')} rows/s including users and preferences; vacuum analyze ${result.vacuumSeconds.toFixed(1)} s).`,
      `  Every seeded account (employerN@${SEED_EMAIL_DOMAIN}, applicantN@${SEED_EMAIL_DOMAIN}) signs in with password ${SEED_PASSWORD}.`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirectoryLockedError || error instanceof DatabaseNotEmptyError || error instanceof NotEnoughRowsError;
  console.error(known ? error.message : error);
  process.exit(1);
});
