// Several instances start at once on one new database: the schema must be migrated once, and a
// deployment may migrate as a step of its own (npm run db:migrate).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');
const journal = JSON.parse(fs.readFileSync(path.join(apiDir, 'src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

function runMigrate(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/migrate.ts'], { cwd: apiDir, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' });
}

describe('npm run db:migrate', () => {
  it('migrates the embedded database in DATA_DIR and says how many migrations it holds', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-migrate-'));
    try {
      const first = runMigrate({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain(`${journal.entries.length} migrations applied`);
      // A second run finds nothing to do and changes nothing.
      const again = runMigrate({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(again.status).toBe(0);
      expect(again.stdout).toContain(`${journal.entries.length} migrations applied`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// NOTE: only PostgreSQL is shared by several processes; PGlite's data directory takes one (lock.ts).
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances starting together on PostgreSQL', () => {
  it('migrate the new database once: the others wait for the lock, then find nothing to do', async () => {
    const { default: pg } = await import('pg');
    const name = `jobboard_test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
      try {
        const { rows } = (await instances[0]!.db.execute(sql`select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`)) as unknown as {
          rows: [{ applied: number; distinct_hashes: number }];
        };
        expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
        for (const instance of instances) await instance.ping();
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
