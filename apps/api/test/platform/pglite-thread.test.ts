// The embedded database on a data directory runs in its own thread (src/db/pglite-thread.ts):
// what crosses the thread must behave as PGlite in the same thread does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlan, openDatabase, startDatabase, type Database } from '../../src/db/client.ts';
import { DataDirectoryLockedError } from '../../src/db/lock.ts';
import { rowsOf } from '../../src/modules/analytics/sql.ts';

let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-thread-'));
  database = await openDatabase({ dataDir });
  await database.db.execute(sql`create table thread_test (id int primary key, label text not null, at timestamptz not null default now())`);
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The text Drizzle sends for a query. */
const textOf = (query: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(query);
const labels = async (db = database.db) => (await rowsOf<{ label: string }>(db, sql`select label from thread_test order by id`)).map((r) => r.label);

describe('PGlite in its own thread', () => {
  it('is migrated, answers queries with parameters and keeps timestamps as text, as Drizzle expects', async () => {
    const [row] = await rowsOf<{ n: number; now: unknown; times: unknown; tables: number }>(
      database.db,
      sql`select ${41}::int + 1 as n, now() as now, array[now()] as times, (select count(*)::int from information_schema.tables where table_name = 'jobs') as tables`,
    );
    expect(row).toMatchObject({ n: 42, tables: 1 });
    expect(typeof row!.now).toBe('string');
    expect(row!.times).toBe(`{"${row!.now}"}`);
  });

  it('passes PostgreSQL errors with their code and constraint, which decide the HTTP answer', async () => {
    await database.db.execute(sql`insert into thread_test (id, label) values (1, 'one')`);
    const error = await database.db.execute(sql`insert into thread_test (id, label) values (1, 'again')`).catch((e: unknown) => e);
    // Drizzle wraps the driver's error; the cause is PGlite's, fields and all.
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({ code: '23505', constraint: 'thread_test_pkey', detail: 'Key (id)=(1) already exists.' });
    expect(await labels()).toEqual(['one']);
  });

  it('commits a transaction, rolls back one that throws, and rolls back a nested one alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id, label) values (2, 'two')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_test (id, label) values (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id, label) values (4, 'four')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_test (id, label) values (5, 'five')`);
        inner.rollback();
      }).catch(() => {});
    });
    expect(await labels()).toEqual(['one', 'two', 'four']);
  });

  it('makes other queries wait for an open transaction, as one connection does', async () => {
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id, label) values (6, 'six')`);
      outside = labels();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`update thread_test set label = 'SIX' where id = 6`);
    });
    expect(await outside).toContain('SIX');
  });

  it('holds its data directory: a second opening is refused until it closes, and the data stays', async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await labels()).toEqual(['one', 'two', 'four', 'SIX']);
  }, 60_000);

  it('hands out its handle before it is open; queries sent meanwhile wait for it', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-thread-'));
    const started = await startDatabase({ dataDir: other });
    try {
      const early = rowsOf<{ n: number }>(started.database.db, sql`select count(*)::int as n from users`);
      await started.ready;
      expect(await early).toEqual([{ n: 0 }]);
    } finally {
      await started.database.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs a statement marked for a kept plan from one prepared plan, with the same results for every kind of value', async () => {
    const statement = sql`select ${'it\'s a "quote" \\ back'}::text as text, ${7}::int as n, ${true}::boolean as yes, ${null}::text as nothing,
      ${new Date('2026-01-02T03:04:05.678Z')}::timestamptz as at, ${sql.param(['a"b', 'c\\d', "e'f", null])}::text[] as list,
      (select label from thread_test where id = ${2}) as label`;
    const text = textOf(statement).sql;
    const plain = await rowsOf(database.db, statement);
    keepPlan(database.db, text);
    const kept = [await rowsOf(database.db, statement), await rowsOf(database.db, statement)];
    expect(kept).toEqual([plain, plain]);
    expect(plain[0]).toMatchObject({ text: 'it\'s a "quote" \\ back', n: 7, yes: true, nothing: null, list: ['a"b', 'c\\d', "e'f", null], label: 'two' });
    const prepared = await rowsOf<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements`);
    expect(prepared.map((p) => p.statement)).toEqual([expect.stringContaining(text)]);
    // Inside a transaction the kept plan serves too.
    expect(await database.db.transaction((tx) => rowsOf(tx, statement))).toEqual(plain);
  });

  it('sends a marked statement as it is when PostgreSQL will not prepare it or a value has no literal', async () => {
    const untyped = sql`select ${'x'} as v`; // a parameter of unknown type: PREPARE refuses it
    keepPlan(database.db, textOf(untyped).sql);
    expect(await rowsOf(database.db, untyped)).toEqual([{ v: 'x' }]);
    const json = sql`select (${JSON.stringify({ a: 1 })}::jsonb)->>'a' as a`;
    keepPlan(database.db, textOf(json).sql);
    expect(await rowsOf(database.db, json)).toEqual([{ a: '1' }]);
  });
});
