import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDataDirectory } from './lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One real round trip; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The PGlite extensions the migrations create (pg_trgm backs the job location filter). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * Opens the database the configuration names: node-postgres when a URL is given,
 * otherwise embedded PGlite (in memory when dataDir is null, as the tests use it).
 * Both run the same migrations and the same Drizzle code.
 */
export async function openDatabase(options: { url?: string | undefined; dataDir?: string | null }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? null);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server closes (restart, failover, pg_terminate_backend) is dropped by
  // the pool, which then emits 'error'; without a listener that would end the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message}); the pool opens a new one when needed`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDirectory(dataDir);
    dir = path.join(dataDir, 'pgdata');
  }
  try {
    // NOTE: PGlite is one connection; it runs one query at a time and holds an exclusive
    // lock for a whole transaction, so every query of the process is serialised through it.
    const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: await pgliteExtensions() });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
