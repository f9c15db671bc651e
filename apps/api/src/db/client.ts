import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type * as schema from './schema.ts';
import { lockDataDirectory } from './lock.ts';
// NOTE: the schema, Drizzle and the drivers are imported when a database opens, not with this
// module, so that the server starts PGlite's thread before it loads them.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements as text, for a library that brings its own SQL (the task queue). */
  sql: SqlClient;
  /** One real round trip; throws when the database is unreachable. */
  ping(): Promise<void>;
  /** The pool's connections, for the metrics; PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * Runs one statement with `$n` parameters, or, without parameters, a script of several (PGlite
 * then uses its simple protocol, as PostgreSQL's driver does). Answers the last statement's rows.
 */
export type SqlClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

type Pglite = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>; exec(text: string): Promise<Array<{ rows: unknown[] }>> };
/** PGlite's two entry points as one SqlClient. */
export const pgliteSqlClient = (pg: Pglite): SqlClient => ({
  query: async (text, values = []) => (values.length ? pg.query(text, values) : { rows: (await pg.exec(text)).at(-1)?.rows ?? [] }),
});

const keptQueries = new WeakMap<Db, Map<string, unknown>>();

/**
 * The Drizzle query `build` makes, prepared once per database under `name` and then only executed,
 * for the busiest reads (planning a query over a table with many indexes costs about a
 * millisecond). On PostgreSQL, Drizzle's prepared queries are node-postgres's named statements;
 * PGlite's thread is told to PREPARE the statement once (pglite-plans.ts).
 */
export function preparedKept<Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(db: Db, name: string, build: () => Q): ReturnType<Q['prepare']> {
  let byName = keptQueries.get(db);
  if (!byName) keptQueries.set(db, (byName = new Map()));
  let prepared = byName.get(name);
  if (!prepared) {
    const query = build();
    keepPlan(db, query.toSQL().sql);
    prepared = query.prepare(name);
    byName.set(name, prepared);
  }
  return prepared as ReturnType<Q['prepare']>;
}

/** Marks a statement's text for PGlite's thread to plan once; nothing on PostgreSQL. */
export function keepPlan(db: Db, sql: string) {
  (db as { $client?: { keepPlan?: (sql: string) => void } }).$client?.keepPlan?.(sql);
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

import { pgliteExtensions } from './pglite-extensions.ts';
import { startPgliteThread } from './pglite-thread.ts';

export { pgliteExtensions };

/** A database whose handle can be used at once and whose queries run once `ready` resolves. */
export type StartedDatabase = { database: Database; ready: Promise<void> };

/**
 * Opens the database the configuration names: node-postgres when a URL is given,
 * otherwise embedded PGlite (in memory when dataDir is null, as the tests use it).
 * Both run the same migrations and the same Drizzle code.
 */
export async function openDatabase(options: { url?: string | undefined; dataDir?: string | null }): Promise<Database> {
  const { database, ready } = await startDatabase(options);
  await ready;
  return database;
}

/**
 * As openDatabase, but answers before the database is open and migrated, so that the server
 * builds its routes meanwhile; `ready` rejects (and releases everything) when opening fails.
 */
export async function startDatabase(options: { url?: string | undefined; dataDir?: string | null }): Promise<StartedDatabase> {
  if (options.url) return { database: await openPostgres(options.url), ready: Promise.resolve() };
  if (options.dataDir) return startPgliteThreadDatabase(options.dataDir);
  return { database: await openMemoryPglite(), ready: Promise.resolve() };
}

/** Memory for one sort or bitmap of a query; see openPostgres. */
const SEARCH_WORK_MEM = '16MB';

/** Any fixed number: the advisory lock under which one instance at a time runs the migrations. */
const MIGRATION_LOCK = 874_2026;

/**
 * Runs `run` on one connection holding the migration lock. Instances that start together on one
 * database would otherwise all find the same migrations missing and apply them at once (Drizzle's
 * migrator takes no lock, drizzle-orm#874); with it, the others wait, then find nothing to do.
 */
async function migrateLocked(pool: Pool, run: (client: PoolClient) => Promise<void>) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock: it is closed, not reused.
    client.release(broken);
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { sql } = await import('drizzle-orm');
  const schema = await import('./schema.ts');
  // NOTE: a common word's matches among a million jobs outgrow PostgreSQL's default 4 MB of
  // work_mem as a bitmap, which then turns lossy: each row of a lossy page is tested again, its
  // vector read from TOAST (docs/perf/2026-11-27-job-search-history.md).
  // A URL that sets its own options (`?options=-c work_mem=…`) keeps them.
  const workMem = new URL(url).searchParams.has('options') ? {} : { options: `-c work_mem=${SEARCH_WORK_MEM}` };
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, ...workMem });
  // An idle connection the server closes (restart, failover, pg_terminate_backend) is dropped by
  // the pool, which then emits 'error'; without a listener that would end the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message}); the pool opens a new one when needed`));
  // A connection in use when the server goes away emits 'error' on its client instead; without a
  // listener that would end the process. Its query fails on its own (the request answers 503), and
  // the client is given back here as broken: drizzle-orm 0.45 sends a transaction's `begin`
  // outside its try, so a connection that dies just then was never given back, and the pool
  // kept 4 of its 10 connections lost after a restart under load (test/platform/database-restart).
  const inUse = new WeakSet<object>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!inUse.has(client)) return;
      client.release(error);
      // Whoever holds it gives it back too, later: that second release must not throw.
      client.release = () => {};
    }),
  );
  const db = drizzle(pool, { schema });
  const { prepareTaskTables } = await import('../platform/tasks/task-queue.ts');
  await migrateLocked(pool, async (client) => {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    // The task queue's tables too: instances starting together otherwise race to create them.
    await prepareTaskTables({ query: (text, values) => client.query(text, values) });
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    sql: { query: (text, values) => pool.query(text, values) },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

// NOTE: PGlite is one connection; it runs one query at a time and holds an exclusive lock for a
// whole transaction, so every query of the process is serialised through it.

/**
 * PGlite on a data directory (the server, the scripts), in its own thread (pglite-thread.ts),
 * started before anything else loads so that it opens while the caller loads the rest.
 */
async function startPgliteThreadDatabase(dataDir: string): Promise<StartedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDirectory(dataDir);
  const thread = startPgliteThread(path.join(dataDir, 'pgdata'), migrationsFolder);
  const release = async () => {
    await thread.close().catch(() => {});
    unlock();
  };
  const ready = thread.ready.catch(async (error: unknown) => {
    await release();
    throw error;
  });
  ready.catch(() => {}); // the caller awaits it; this keeps a failure before then from being unhandled
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const schema = await import('./schema.ts');
    const db = drizzle(thread as unknown as PGlite, { schema });
    const database: Database = {
      db: db as unknown as Db,
      kind: 'pglite',
      sql: pgliteSqlClient(thread),
      ping: async () => void (await thread.query('select 1')),
      close: release,
    };
    return { database, ready };
  } catch (error) {
    await release();
    throw error;
  }
}

/** In-memory PGlite in the caller's thread. */
async function openMemoryPglite(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const schema = await import('./schema.ts');
  const { forDrizzle } = await import('./pglite-parsers.ts');
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  const db = drizzle(forDrizzle(client), { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    sql: pgliteSqlClient(client),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/**
 * An empty PGlite in memory in its own thread: a core's worth of PostgreSQL's own functions
 * for a bulk load (seed/search-vectors.ts).
 */
export function startMemoryPgliteThread() {
  return startPgliteThread('memory://', null);
}
