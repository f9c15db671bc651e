// The embedded database in its own thread (see pglite-thread.ts): PGlite runs here, off the
// server's event loop, and answers the queries and transactions the main thread posts.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { keepDatesAsText } from './pglite-parsers.ts';
import { createKeptPlans } from './pglite-plans.ts';
import type { Reply, Request } from './pglite-thread.ts';

const port = parentPort!;
const { dataDir, migrationsFolder } = workerData as { dataDir: string; migrationsFolder: string | null };

/** An error's own fields (code, constraint, detail…) as plain data: they decide the HTTP answer. */
function plain(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

const send = (reply: Reply) => port.postMessage(reply);
const ROLLBACK = Symbol('rollback');
const open = new Map<number, { tx: Transaction; end: (commit: boolean, endId: number) => void }>();

/**
 * Whether the newest migration has run, by Drizzle's own rule (a migration runs when its
 * journal time is after the newest one recorded). The usual start then loads no Drizzle here.
 */
async function upToDate(pg: PGlite, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const recorded = await pg
    .query<{ at: string }>('select max(created_at)::text as at from drizzle.__drizzle_migrations')
    .then((r) => Number(r.rows[0]?.at ?? 0), () => 0); // no table yet: a new database
  return recorded >= newest;
}

async function main() {
  const pg = await PGlite.create({ dataDir, extensions: await pgliteExtensions() });
  // Drizzle's parsers are functions, which cannot cross threads: its rule is applied here.
  keepDatesAsText(pg);
  // Migrating here too keeps the whole opening off the server's thread.
  if (migrationsFolder && !(await upToDate(pg, migrationsFolder))) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(pg), { migrationsFolder });
  }
  const plans = createKeptPlans(pg);
  send({ id: 0, ok: true, result: null });

  port.on('message', (request: Request) => {
    const target = request.tx === undefined ? pg : open.get(request.tx)?.tx;
    const answer = (work: Promise<unknown>) =>
      work.then(
        (result) => send({ id: request.id, ok: true, result }),
        (error: unknown) => send({ id: request.id, ok: false, error: plain(error) }),
      );
    switch (request.op) {
      case 'query': {
        if (!target) return send({ id: request.id, ok: false, error: { message: 'The transaction has ended' } });
        const options = { rowMode: request.rowMode ?? 'object' } as const;
        const results = plans.query(target, request.sql, request.params, options, request.keep === true) as ReturnType<typeof pg.query>;
        return void answer(results.then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })));
      }
      case 'exec':
        return void answer(pg.exec(request.sql).then((results) => results.map(({ rows }) => ({ rows }))));
      case 'begin': {
        // The transaction holds PGlite's lock until the main thread ends it: other queries wait.
        // Its outcome answers the 'end' request; a failed BEGIN answers this one.
        let endId: number | undefined;
        const settle = (reply: Omit<Reply & { ok: true }, 'id'> | Omit<Reply & { ok: false }, 'id'>) => send({ ...reply, id: endId ?? request.id } as Reply);
        return void pg
          .transaction(async (tx) => {
            const commit = await new Promise<boolean>((resolve) => {
              open.set(request.id, { tx, end: (ok, id) => ((endId = id), resolve(ok)) });
              send({ id: request.id, ok: true, result: null });
            });
            if (!commit) throw ROLLBACK;
          })
          .then(
            () => settle({ ok: true, result: null }),
            (error: unknown) => settle(error === ROLLBACK ? { ok: true, result: null } : { ok: false, error: plain(error) }),
          )
          .finally(() => open.delete(request.id));
      }
      case 'end':
        return open.get(request.tx!)?.end(request.commit, request.id);
      case 'close':
        return void answer(pg.close());
    }
  });
}

main().catch((error: unknown) => send({ id: 0, ok: false, error: plain(error) }));
