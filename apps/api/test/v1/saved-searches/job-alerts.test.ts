import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskQueue, type TaskQueue } from '../../../src/platform/tasks/task-queue.ts';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { decodedHeader, decodeQuotedPrintable, eventually, header, mailSettled, readOutbox } from '../../helpers/mail.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-alerts-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
let other: TaskQueue;
let employer: Awaited<ReturnType<typeof registerEmployer>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://jobs.example.org' }, { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } });
  // Another instance's runner queues the minute's alert task; this server's worker does it.
  other = createTaskQueue(t.database.sql, { log: { error: () => {}, warn: () => {} }, scheduled: false });
  await other.start();
  employer = await registerEmployer(t, { firstName: 'Jonas' });
});
afterAll(async () => {
  await other.stop();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function runAlerts() {
  const id = await other.enqueue('alerts', {});
  await eventually(async () => {
    const { rows } = await t.database.sql.query("select state from pgboss.job where id = $1::uuid and state in ('completed', 'failed')", [id]);
    return rows.length === 1;
  }, 15_000);
  await mailSettled(t.database);
}
const alertsTo = (address: string) => readOutbox(outbox).filter((m) => header(m.raw, 'To') === address).map((m) => ({ ...m, text: decodeQuotedPrintable(m.raw) }));
async function saveSearch(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/v1/saved-searches', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.savedSearch as { id: string };
}
const words = () => `alertword${Math.random().toString(36).slice(2, 8)}`;

describe('instant alerts', () => {
  it("mail the jobs posted since the search was saved that the job list shows for it, and only once", async () => {
    const word = words();
    const seeker = await registerApplicant(t, { firstName: 'Amara' });
    await postJob(t, employer.token, { title: `Earlier ${word} tester`, isRemote: true });
    await saveSearch(seeker.token, { name: 'Remote testing', query: { search: word, isRemote: true }, frequency: 'instant' });
    const match = await postJob(t, employer.token, { title: `Senior ${word} tester`, isRemote: true });
    await postJob(t, employer.token, { title: `Office ${word} tester`, isRemote: false });
    await postJob(t, employer.token, { title: 'Gardener', isRemote: true });

    await runAlerts();
    const [alert, ...rest] = alertsTo(seeker.email);
    expect(rest).toEqual([]);
    expect(decodedHeader(alert!.raw, 'Subject')).toBe('1 new job for "Remote testing" | Inclusive Jobs');
    expect(alert!.text).toContain('Hello Amara,');
    expect(alert!.text).toContain(`Senior ${word} tester at`);
    expect(alert!.text).toContain(`https://jobs.example.org/jobs/${match.id}`);
    expect(alert!.text).not.toContain('Office');
    expect(alert!.text).not.toContain('Earlier');
    expect(alert!.text).toContain(`https://jobs.example.org/jobs?search=${word}&isRemote=true`);
    expect(alert!.text).toContain('https://jobs.example.org/saved-searches');
    // RFC 8058 one-click unsubscribe, and the same link in the footer.
    const unsubscribe = /^<(https:\/\/jobs\.example\.org\/alerts\/unsubscribe\?search=[^>]+)>$/.exec(header(alert!.raw, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    expect(header(alert!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(alert!.text).toContain(`Stop alerts for "Remote testing": ${unsubscribe}`);

    await runAlerts();
    expect(alertsTo(seeker.email)).toHaveLength(1);
    const [saved] = (await call(t.app, 'GET', '/v1/saved-searches', { token: seeker.token })).json().data.savedSearches;
    expect(saved.lastAlertAt).not.toBeNull();
  });

  it('send nothing for a paused search, or while the seeker has job alerts off', async () => {
    const word = words();
    const paused = await registerApplicant(t);
    const search = await saveSearch(paused.token, { name: 'Paused', query: { search: word }, frequency: 'instant' });
    await call(t.app, 'PUT', `/v1/saved-searches/${search.id}`, { token: paused.token, body: { paused: true } });
    const alertsOff = await registerApplicant(t);
    await saveSearch(alertsOff.token, { name: 'Off', query: { search: word }, frequency: 'instant' });
    expect((await call(t.app, 'PUT', '/v1/users/preferences', { token: alertsOff.token, body: { job_alerts: false } })).statusCode).toBe(200);
    await postJob(t, employer.token, { title: `Lead ${word} analyst` });
    await runAlerts();
    expect(alertsTo(paused.email)).toEqual([]);
    expect(alertsTo(alertsOff.email)).toEqual([]);
  });
});

describe('daily and weekly alerts', () => {
  it('gather a day’s or a week’s new jobs in one mail, and wait until the day or the week is over', async () => {
    const word = words();
    const daily = await registerApplicant(t);
    const weekly = await registerApplicant(t);
    const d = await saveSearch(daily.token, { name: 'Daily', query: { search: word }, frequency: 'daily' });
    const w = await saveSearch(weekly.token, { name: 'Weekly', query: { search: word }, frequency: 'weekly' });
    await postJob(t, employer.token, { title: `First ${word} writer` });
    await postJob(t, employer.token, { title: `Second ${word} writer` });
    await runAlerts();
    expect(alertsTo(daily.email)).toEqual([]);

    // Their last look two days ago, before those jobs: the daily one is due, the weekly one not.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.database.db.execute(sql`update saved_searches set checked_until = ${twoDaysAgo}::timestamptz where id in (${d.id}, ${w.id})`);
    await runAlerts();
    const [digest, ...more] = alertsTo(daily.email);
    expect(more).toEqual([]);
    expect(decodedHeader(digest!.raw, 'Subject')).toBe('2 new jobs for "Daily" | Inclusive Jobs');
    expect(digest!.text).toContain(`First ${word} writer`);
    expect(digest!.text).toContain(`Second ${word} writer`);
    expect(alertsTo(weekly.email)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('pauses the search from the page or in one click without signing in; a changed link changes nothing', async () => {
    const word = words();
    const seeker = await registerApplicant(t);
    const search = await saveSearch(seeker.token, { name: 'Stop me', query: { search: word }, frequency: 'instant' });
    await postJob(t, employer.token, { title: `Chief ${word} officer` });
    await runAlerts();
    const link = /^<(.+)>$/.exec(header(alertsTo(seeker.email)[0]!.raw, 'List-Unsubscribe')!)![1]!;
    const local = link.replace('https://jobs.example.org', '');
    const pausedNow = async () => (await call(t.app, 'GET', '/v1/saved-searches', { token: seeker.token })).json().data.savedSearches[0].paused as boolean;

    const tampered = await t.app.inject({ method: 'POST', url: local.replace(/token=[^&]+/, 'token=AAAA'), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This link does not work');
    const otherSearch = await t.app.inject({ method: 'GET', url: local.replace(search.id, '00000000-0000-4000-8000-000000000000') });
    expect(otherSearch.statusCode).toBe(400);
    expect(await pausedNow()).toBe(false);

    // Opening the link asks first: a mail scanner that follows links pauses nothing.
    const page = await t.app.inject({ method: 'GET', url: local });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Stop alerts for &quot;Stop me&quot;?</h1>');
    expect(page.body).toContain('<button type="submit">Stop these alerts</button>');
    expect(await pausedNow()).toBe(false);

    const oneClick = await t.app.inject({ method: 'POST', url: local, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Alerts for &quot;Stop me&quot; are stopped');
    expect(await pausedNow()).toBe(true);

    await postJob(t, employer.token, { title: `Deputy ${word} officer` });
    await runAlerts();
    expect(alertsTo(seeker.email)).toHaveLength(1);
  });
});
