/**
 * PGlite in a worker thread, seen from the server as the part of a PGlite client Drizzle uses
 * (query, transaction, close). NOTE: PGlite is PostgreSQL compiled to WebAssembly; in the
 * server's own thread every query would stop every other request, a long search included, and
 * its start would wait for the server's modules to load. In its own
 * thread it runs beside them, on another core.
 */
import { Worker } from 'node:worker_threads';

/**
 * tsx's module hooks, found from here; the test runner has no import.meta.resolve, and the bare
 * name then resolves from the working directory, inside the repository.
 */
const tsxApi = () => (typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api');

type RowMode = 'array' | 'object';
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: RowMode; tx?: number; keep?: true }
  | { id: number; op: 'exec'; sql: string; tx?: undefined }
  | { id: number; op: 'begin'; tx?: undefined }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close'; tx?: undefined };
/** A request before it is numbered (Omit over each member of the union). */
type Unnumbered = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
export type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

type Results = { rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }>; affectedRows?: number };
type Queryable = { query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<Results> };
export type PgliteThread = Queryable & {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Resolves once PGlite is open and migrated; queries sent before then wait for it. */
  ready: Promise<void>;
  /** Runs a script of statements without parameters; answers each one's rows. */
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
  /** Marks a statement to be planned once and then only executed (pglite-plans.ts). */
  keepPlan(sql: string): void;
};

/** The worker's error again as an Error with the same fields (code, constraint…), as PGlite throws it. */
function revive(fields: Record<string, unknown> & { message: string }) {
  return Object.assign(new Error(fields.message), fields);
}

/** Starts PGlite on `dataDir` in a worker, which opens it and runs the migrations (none when null). */
export function startPgliteThread(dataDir: string, migrationsFolder: string | null): PgliteThread {
  // Under tsx (development, tests) the worker is TypeScript and needs tsx's loader too; the
  // built server ships it as dist/pglite-worker.mjs beside this code.
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './pglite-worker.ts' : './pglite-worker.mjs', import.meta.url);
  const worker = typescript
    ? new Worker(`import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, {
        eval: true,
        workerData: { dataDir, migrationsFolder },
      })
    : new Worker(entry, { workerData: { dataDir, migrationsFolder } });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  const fail = (error: Error) => {
    stopped ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(revive(reply.error));
  });
  worker.on('error', (error) => fail(new Error(`The embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));

  const waitFor = <T>(id: number) => new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
  // The worker's first message: PGlite is open and migrated (or why not).
  const ready = waitFor<void>(0);
  ready.catch(() => {}); // a failure reaches whoever awaits `ready` or sends a query
  const send = async <T>(request: Request): Promise<T> => {
    await ready;
    if (stopped) throw stopped;
    const answer = waitFor<T>(request.id);
    worker.postMessage(request);
    return answer;
  };
  const call = <T>(request: Unnumbered): Promise<T> => send<T>({ ...request, id: nextId++ } as Request);
  const kept = new Set<string>();
  const queryIn = (tx?: number): Queryable['query'] => (sql, params = [], options = {}) =>
    call<Results>({
      op: 'query',
      sql,
      params,
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(tx === undefined ? {} : { tx }),
      ...(kept.has(sql) ? { keep: true as const } : {}),
    });

  return {
    ready,
    keepPlan: (sql) => void kept.add(sql),
    query: queryIn(),
    exec: (sql) => call({ op: 'exec', sql }),
    async transaction(fn) {
      const id = nextId++;
      await send({ id, op: 'begin' });
      let result;
      try {
        result = await fn({ query: queryIn(id) });
      } catch (error) {
        // The caller's error is the one to see, even if the rollback cannot be sent.
        await call({ op: 'end', tx: id, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx: id, commit: true });
      return result;
    },
    async close() {
      // A worker that never opened has nothing to close.
      if (!stopped && (await ready.then(() => true, () => false))) await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
