import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskQueue, type TaskQueue } from '../../src/platform/tasks/task-queue.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { jobRow, postJob, registerEmployer, updateJobRow } from '../helpers/jobs.ts';
import { freshDatabase } from '../helpers/database.ts';
import { eventually } from '../helpers/mail.ts';
import { sessionsOf, updateSessionsOf } from '../helpers/stored.ts';

const quiet = { error: () => {}, warn: () => {} };
let t: TestApp;
const runners: TaskQueue[] = [];
/** Another server's runner on the same database: it has no handlers unless given. */
async function runner(handlers: Partial<Record<'mail' | 'maintenance', (data: Record<string, unknown>) => Promise<void>>> = {}) {
  const queue = createTaskQueue(t.database.sql, { log: quiet, scheduled: false, pollingSeconds: 0.5 });
  for (const [name, handler] of Object.entries(handlers)) queue.handle(name as 'mail', handler);
  await queue.start();
  runners.push(queue);
  return queue;
}
const finished = async (ids: string[]) => {
  const { rows } = await t.database.sql.query("select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state = 'completed'", [ids]);
  return (rows[0] as { n: number }).n === ids.length;
};

beforeAll(async () => {
  t = await createTestApp({}, { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } });
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await t.close();
});

describe('the task queue', () => {
  it('keeps a task through a restart: queued by a runner that stops, done by the next one', async () => {
    // A database no server works on, so that nothing else takes the task meanwhile.
    const { database, drop } = await freshDatabase();
    try {
      const first = createTaskQueue(database.sql, { log: quiet, scheduled: false });
      await first.start();
      const id = await first.enqueue('maintenance', { marker: 'kept' });
      await first.stop();
      const seen: unknown[] = [];
      const next = createTaskQueue(database.sql, { log: quiet, scheduled: false, pollingSeconds: 0.5 });
      next.handle('maintenance', async (data) => void seen.push(data));
      await next.start();
      try {
        await eventually(() => seen.length === 1, 10_000);
        expect(seen).toEqual([{ marker: 'kept' }]);
        await eventually(async () => ((await database.sql.query('select state from pgboss.job where id = $1::uuid', [id])).rows[0] as { state: string }).state === 'completed');
      } finally {
        await next.stop();
      }
    } finally {
      await database.close();
      await drop();
    }
  });

  it('records a task that finishes as the runner stops as done before the stop returns', async () => {
    // The database closes right after a runner stops: a task's completion written later would fail.
    const { database, drop } = await freshDatabase();
    try {
      let finish: (() => void) | undefined;
      const queue = createTaskQueue(database.sql, { log: quiet, scheduled: false, pollingSeconds: 0.5 });
      queue.handle('maintenance', () => new Promise<void>((resolve) => (finish = resolve)));
      await queue.start();
      const id = await queue.enqueue('maintenance', {});
      await eventually(() => finish !== undefined, 10_000);
      const stopped = queue.stop();
      finish!();
      await stopped;
      const { rows } = await database.sql.query('select state from pgboss.job where id = $1::uuid', [id]);
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('gives each task to one runner only, however many look for work', async () => {
    const { database, drop } = await freshDatabase();
    const started: TaskQueue[] = [];
    try {
      const done: string[] = [];
      for (const who of ['a', 'b', 'c']) {
        const queue = createTaskQueue(database.sql, { log: quiet, scheduled: false, pollingSeconds: 0.5 });
        queue.handle('maintenance', async (data) => void done.push(`${String(data.n)}:${who}`));
        await queue.start();
        started.push(queue);
      }
      for (let n = 0; n < 30; n++) await started[n % 3]!.enqueue('maintenance', { n });
      await eventually(() => done.length >= 30, 20_000);
      // A moment more, in which a second runner taking a task again would show.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const tasks = done.map((entry) => entry.split(':')[0]);
      expect(tasks).toHaveLength(30);
      expect(new Set(tasks).size).toBe(30);
    } finally {
      for (const queue of started) await queue.stop();
      await database.close();
      await drop();
    }
  });
});

describe('maintenance', () => {
  it('closes jobs past their deadline and tells the employer, and deletes expired sessions', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const open = await postJob(t, employer.token);
    await updateJobRow(t, job.id, { expiresAt: new Date(Date.now() - 60_000) });
    await updateSessionsOf(t, employer.user.id, { expiresAt: new Date(Date.now() - 60_000) });
    const stale = await sessionsOf(t, employer.user.id);
    expect(stale.length).toBeGreaterThan(0);

    // Queued by another instance; this server's maintenance worker does it.
    const other = await runner();
    const id = await other.enqueue('maintenance', {});
    await eventually(() => finished([id]), 10_000);

    expect((await jobRow(t, job.id))!.status).toBe('inactive');
    expect((await jobRow(t, open.id))!.status).toBe('active');
    expect(await sessionsOf(t, employer.user.id)).toEqual([]);
    // The employer signs in again and finds the news.
    const login = await call(t.app, 'POST', '/v1/auth/login', { body: { email: employer.email, password: employer.password } });
    const notes = await call(t.app, 'GET', '/v1/notifications', { token: login.json().data.token });
    expect(JSON.stringify(notes.json())).toContain(`reached its application deadline and is now Inactive`);
  });
});

describe('schedules', () => {
  it('are the runner’s: a server that schedules registers the hourly maintenance', async () => {
    const scheduling = await createTestApp({}, { database: t.database, build: { tasks: { scheduled: true } } });
    try {
      const { rows } = await t.database.sql.query('select name, cron, timezone from pgboss.schedule', []);
      expect(rows).toContainEqual({ name: 'maintenance', cron: '7 * * * *', timezone: 'UTC' });
    } finally {
      await scheduling.close();
    }
  });
});
