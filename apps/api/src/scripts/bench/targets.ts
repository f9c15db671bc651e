import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../db/client.ts';

/** A database the bench owns: a temporary PGlite directory, or a new database on the DATABASE_URL server. */
export type Target = {
  kind: 'pglite' | 'postgres';
  /** What a server started on it needs in its environment. */
  env: Record<string, string>;
  open(): Promise<Database>;
  /** A copy of it as it is now (no connection may be open), for a second build to migrate its own way. */
  copy(): Promise<Target>;
  remove(): Promise<void>;
};

function pgliteTarget(dir: string): Target {
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    copy: async () => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-'));
      fs.cpSync(dir, copy, { recursive: true });
      return pgliteTarget(copy);
    },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(base: string, template?: string): Promise<Target> {
  const { default: pg } = await import('pg');
  const name = `jobboard_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    copy: () => postgresTarget(base, name),
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export async function createTarget(): Promise<Target> {
  const base = process.env.DATABASE_URL?.trim();
  return base ? postgresTarget(base) : pgliteTarget(fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-')));
}
