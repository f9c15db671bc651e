import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteExtensions, type Database, type Db } from '../../src/db/client.ts';
import { forDrizzle } from '../../src/db/pglite-parsers.ts';
import * as schema from '../../src/db/schema.ts';

const TEMPLATE_PREFIX = 'jobboard-test-pglite-';
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await pgliteFromTemplate(), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `jobboard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pool.end() resolves before its sockets have closed; a forced drop would then kill them
      // mid-goodbye and their 'error' would surface as an uncaught exception. Wait for them first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * NOTE: a new PGlite runs initdb, about 3 s of CPU per test file; loading a dump of an
 * already migrated database takes a fraction of that. The dump is kept in the temp folder
 * under a name derived from the migrations and the PGlite version, so a changed migration
 * makes a new one; migrations still run on every copy, as the server runs them at start.
 */
async function pgliteFromTemplate(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  const templatePath = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
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
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a parallel worker never reads half a file.
    const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templatePath);
    // Dumps made for older migrations are of no further use.
    for (const name of fs.readdirSync(os.tmpdir())) {
      if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && path.join(os.tmpdir(), name) !== templatePath) {
        fs.rmSync(path.join(os.tmpdir(), name), { force: true });
      }
    }
  }
  const pglite = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pglite.close(),
  };
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The dump's format belongs to one PGlite build: its package.json names the version.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
