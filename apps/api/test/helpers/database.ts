import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Client as PgClient } from 'pg';
import { openDatabase, pgliteExtensions, pgliteSqlClient, type Database, type Db } from '../../src/db/client.ts';
import { prepareTaskTables } from '../../src/platform/tasks/task-queue.ts';
import { forDrizzle } from '../../src/db/pglite-parsers.ts';
import * as schema from '../../src/db/schema.ts';

const TEMPLATE_PREFIX = 'jobboard-test-pglite-';
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * Rows several test files need, written once into a template that each file's fresh database is a
 * copy of. The migrations, `name` and the text of the module that defines the seed (`module`, its
 * import.meta.url) name the template: changing any of them makes a new one.
 */
export type Seed = { name: string; module: string; fill: (db: Db) => Promise<void> };

const seedKey = (seed: Seed) => createHash('sha256').update(templateKey()).update(seed.name).update(fs.readFileSync(fileURLToPath(seed.module))).digest('hex').slice(0, 12);

/**
 * A fresh database for one test file, holding `seed`'s rows when given: in-memory PGlite by
 * default, or, when TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and
 * dropped after.
 */
export async function freshDatabase(seed?: Seed): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await pgliteFromTemplate(seed), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `jobboard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Copying a migrated template is quicker than migrating each new database.
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, url, seed ?? NO_ROWS)}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await closedConnections(c, name);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Waits until no session is connected to database `name`. NOTE: pool.end() resolves before its
 * sockets have closed; a forced drop would then kill them mid-goodbye and their 'error' would
 * surface as an uncaught exception, and a rename or a copy would be refused.
 */
async function closedConnections(c: PgClient, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const PG_TEMPLATE_PREFIX = 'jobboard_test_seed_';
/** The template of a database with the schema and no rows. */
const NO_ROWS: Seed = { name: 'empty', module: import.meta.url, fill: async () => {} };

/**
 * The PostgreSQL template holding `seed`'s rows, made by the first test file that needs it (an
 * advisory lock keeps the others waiting meanwhile). Templates of older seeds are dropped.
 */
async function postgresTemplate(admin: PgClient, url: string, seed: Seed): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${seed.name.replace(/\W/g, '_')}_${seedKey(seed)}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length) return name;
    const { rows: old } = await admin.query(`select datname from pg_database where datname like $1 and datname like $2`, [`${PG_TEMPLATE_PREFIX}%`, `%${seed.name.replace(/\W/g, '_')}%`]);
    for (const { datname } of old) await admin.query(`drop database if exists ${datname} with (force)`);
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ url: target.toString() });
    try {
      await prepareTaskTables(database.sql);
      await seed.fill(database.db);
    } finally {
      await database.close();
    }
    // Renamed once complete: a run stopped half-way leaves no template that looks finished.
    await closedConnections(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * NOTE: a new PGlite runs initdb, about 3 s of CPU per test file; loading a dump of an
 * already migrated database takes a fraction of that. The dump is kept in the temp folder
 * under a name derived from the migrations and the PGlite version, so a changed migration
 * makes a new one; migrations still run on every copy, as the server runs them at start.
 */
async function pgliteFromTemplate(seed?: Seed): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  const templatePath = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}${seed ? `-${seed.name}-${seedKey(seed)}` : ''}.tar`);
  const extensions = await pgliteExtensions();
  let client: InstanceType<typeof PGlite> | undefined;
  if (fs.existsSync(templatePath)) {
    client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(templatePath)]), extensions }).catch(() => undefined);
  }
  const fromTemplate = Boolean(client);
  client ??= await PGlite.create({ extensions });
  const db = drizzle(forDrizzle(client), { schema });
  await migrate(db, { migrationsFolder });
  if (!fromTemplate) {
    await prepareTaskTables(pgliteSqlClient(client));
    if (seed) await seed.fill(db as unknown as Db);
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a parallel worker never reads half a file.
    const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templatePath);
    // Dumps made for older migrations, or for an older version of this seed, are of no further use.
    const current = `${TEMPLATE_PREFIX}${templateKey()}`;
    const sameSeed = seed ? `${current}-${seed.name}-` : undefined;
    for (const name of fs.readdirSync(os.tmpdir())) {
      const stale = !name.startsWith(current) || (sameSeed !== undefined && name.startsWith(sameSeed));
      if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && stale && path.join(os.tmpdir(), name) !== templatePath) {
        fs.rmSync(path.join(os.tmpdir(), name), { force: true });
      }
    }
  }
  const pglite = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    sql: pgliteSqlClient(pglite),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pglite.close(),
  };
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The task queue's tables are pg-boss's: a new version may change them.
  hash.update(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('pg-boss'))), '..', 'package.json')));
  // The dump's format belongs to one PGlite build: its package.json names the version.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
