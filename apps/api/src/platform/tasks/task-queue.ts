import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db, SqlClient } from '../../db/client.ts';
import { QUEUE_NAMES, QUEUES, SCHEDULES, type QueueName } from './queues.ts';

/**
 * Background work on the database the product already has, with pg-boss (decision 015): a task
 * is a row, so it survives a restart, is retried with backoff, and is taken by one instance only.
 * pg-boss is given our SQL client, so it runs on PGlite as on PostgreSQL.
 */
const SCHEMA = 'pgboss';
/** Failed tasks stay in the queue's table this long, where an administrator can retry them. */
const KEEP_FAILED_SECONDS = 7 * 24 * 3600;

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
/** How a task is tried again when its handler throws, when not its queue's. */
export type Retry = { retryLimit: number; retryDelay: number; retryBackoff: boolean };
export type TaskHandler = (data: Record<string, unknown>) => Promise<void>;

export type TaskQueueOptions = {
  log: Log;
  /** Runs the schedules and pg-boss's own upkeep (archiving, expiring stuck tasks); off in most tests. */
  scheduled?: boolean;
  /** How often an idle worker looks for new tasks. */
  pollingSeconds?: number;
};

const bossDb = (client: SqlClient): PgBoss.Db => ({ executeSql: (text, values) => client.query(text, values) });

/**
 * A Drizzle transaction as pg-boss's client, so that a task is written with what caused it and
 * rolls back with it. pg-boss numbers its parameters ($1…); each becomes a Drizzle parameter.
 */
function inTransaction(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Installs or upgrades pg-boss's tables and creates every queue. The server does it at start;
 * the test helpers do it once in the template their databases are copied from.
 */
export async function prepareTaskTables(client: SqlClient): Promise<void> {
  const boss = new PgBoss({ db: bossDb(client), schema: SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of QUEUE_NAMES) {
    const options = { name, ...QUEUES[name] };
    if (existing.has(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
  await boss.stop({ graceful: false, close: false, wait: true });
}

export type QueueFigures = { queue: string; waiting: number; active: number; failedLastDay: number; oldestWaitingAt: string | null };
export type FailedTask = { id: string; queue: string; failedAt: string; tries: number; reason: string | null };

export function createTaskQueue(client: SqlClient, options: TaskQueueOptions) {
  const scheduled = options.scheduled ?? true;
  // NOTE: pg-boss records a task done without awaiting it, and a look for work in flight when it
  // stops may still hand a task to its handler: stop() waits until none of this runs any more,
  // or the database would be closed under it.
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => tracked(client.query(text, values)) },
    schema: SCHEMA,
    migrate: false,
    supervise: scheduled,
    schedule: scheduled,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'The task queue could not do its work'));
  const handlers = new Map<QueueName, TaskHandler>();
  const workers = new Map<QueueName, string>();
  let started = false;

  return {
    /** Who does a queue's tasks in this process; set before start. A handler that throws is retried. */
    handle(queue: QueueName, handler: TaskHandler) {
      handlers.set(queue, handler);
    },

    async start() {
      await prepareTaskTables(client);
      await boss.start();
      for (const [queue, handler] of handlers) {
        const id = await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: 1 }, async ([task]) => {
          await tracked(handler(task!.data));
        });
        workers.set(queue, id);
      }
      if (scheduled) for (const [queue, cron] of Object.entries(SCHEDULES)) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      started = true;
    },

    /** Lets tasks in progress finish (up to `graceMs`), then stops looking for more. */
    async stop(graceMs = 10_000) {
      if (!started) return;
      started = false;
      const until = Date.now() + graceMs;
      await boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs });
      // A round of the event loop between checks lets a settled statement start what follows it.
      while (running.size && Date.now() < until) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, until - Date.now())))]);
        clearTimeout(timer);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    /**
     * Queues a task. Inside `tx` it exists only if that transaction commits; call `wake` after the
     * commit so this process takes it at once rather than at its next look.
     */
    async enqueue(queue: QueueName, data: Record<string, unknown>, tx?: Db, retry?: Retry): Promise<string> {
      const id = await boss.send(queue, data, { ...retry, ...(tx ? { db: inTransaction(tx) } : {}) });
      if (!id) throw new Error(`The task could not be queued on ${queue}`);
      if (!tx) this.wake(queue);
      return id;
    },

    /** Tells this process's worker for `queue` to look now. */
    wake(queue: QueueName) {
      const worker = workers.get(queue);
      if (worker && started) boss.notifyWorker(worker);
    },

    /** Each queue's waiting, active and recently failed tasks, read from the queue's own table. */
    async figures(): Promise<QueueFigures[]> {
      const { rows } = await client.query(
        `select name as queue,
           count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed' and completed_on > now() - interval '24 hours')::int as "failedLastDay",
           to_char(min(created_on) filter (where state in ('created', 'retry')) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "oldestWaitingAt"
         from ${SCHEMA}.job where name = any($1::text[]) group by name`,
        [QUEUE_NAMES],
      );
      const byName = new Map((rows as QueueFigures[]).map((r) => [r.queue, r]));
      return QUEUE_NAMES.map((queue) => byName.get(queue) ?? { queue, waiting: 0, active: 0, failedLastDay: 0, oldestWaitingAt: null });
    },

    /** Tasks that failed their last try, newest first. */
    async failed(limit = 20): Promise<FailedTask[]> {
      const { rows } = await client.query(
        `select id::text, name as queue, retry_count as tries, output->>'message' as reason,
           to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "failedAt"
         from ${SCHEMA}.job where state = 'failed' and name = any($1::text[]) order by completed_on desc limit $2`,
        [QUEUE_NAMES, limit],
      );
      return (rows as Array<FailedTask & { tries: number }>).map((r) => ({ ...r, tries: r.tries + 1 }));
    },

    /** Puts a failed task back in its queue; answers the queue, or null when no task with that id has failed. */
    async retry(id: string): Promise<QueueName | null> {
      const { rows } = await client.query(`select name from ${SCHEMA}.job where id = $1::uuid and state = 'failed' and name = any($2::text[])`, [id, QUEUE_NAMES]);
      const queue = (rows[0] as { name?: QueueName } | undefined)?.name;
      if (!queue) return null;
      await boss.retry(queue, id);
      this.wake(queue);
      return queue;
    },
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
