import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { freshDatabase } from '../helpers/database.ts';

// NOTE: only PostgreSQL has server-side connections that can be cut; on PGlite (no
// TEST_DATABASE_URL) there is nothing to test here, so the suite is skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('survives the server closing its idle connections and answers the next query', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      // Three connections at once, then all idle in the pool.
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
      const [{ name }] = rows;
      // What a restart or failover does to them, from a connection outside the pool.
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await database.ping();
      expect(uncaught).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('an idle connection was closed'));
    } finally {
      process.off('uncaughtException', uncaught);
      warn.mockRestore();
    }
  });

  it('gives each session the work_mem a search over a million jobs needs, unless the URL sets its own options', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    const workMem = async (db: typeof database) =>
      ((await db.db.execute(sql`select current_setting('work_mem') as value`)) as unknown as { rows: [{ value: string }] }).rows[0].value;
    expect(await workMem(database)).toBe('16MB');

    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
    const own = new URL(process.env.TEST_DATABASE_URL!);
    own.pathname = `/${rows[0].name}`;
    own.searchParams.set('options', '-c work_mem=8MB');
    const operators = await openDatabase({ url: own.toString() });
    try {
      expect(await workMem(operators)).toBe('8MB');
    } finally {
      await operators.close();
    }
  });
});
