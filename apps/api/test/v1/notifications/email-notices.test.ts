import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { sql } from 'drizzle-orm';
import { createTaskQueue, type TaskQueue } from '../../../src/platform/tasks/task-queue.ts';
import { decodedHeader, decodeQuotedPrintable, eventually, header, lastMailTo, mailSettled, readOutbox } from '../../helpers/mail.ts';

// Emails beside the in-app notifications of applications, to people whose "Email notifications" is on.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-notices-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
let other: TaskQueue;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://jobs.example.org' }, { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } });
  // Another instance's runner queues the hourly summary task; this server's worker does it.
  other = createTaskQueue(t.database.sql, { log: { error: () => {}, warn: () => {} }, scheduled: false });
  await other.start();
});
afterAll(async () => {
  await other.stop();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailsTo = async (address: string) => {
  await mailSettled(t.database);
  return readOutbox(outbox).filter((m) => header(m.raw, 'To') === address);
};
const emailNotifications = (token: string, on: boolean) => call(t.app, 'PUT', '/v1/users/preferences', { token, body: { email_notifications: on } });
const setStatus = (token: string, id: string, body: Record<string, unknown>) => call(t.app, 'PUT', `/v1/applications/${id}/status`, { token, body });

describe('a new application', () => {
  it("mails the job's employer who and for which job, with a link to its applicants, and nothing else about the applicant", async () => {
    const employer = await registerEmployer(t, { firstName: 'Jonas' });
    const job = await postJob(t, employer.token, { title: 'Braille transcriber' });
    const seeker = await registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor', accommodations: 'Screen reader user' });
    await apply(t, seeker.token, job.id);
    await mailSettled(t.database);
    const mail = decodeQuotedPrintable(lastMailTo(outbox, employer.email)!);
    expect(header(mail, 'Subject')).toBe('New application for Braille transcriber | Inclusive Jobs');
    expect(mail).toContain('Hello Jonas,');
    expect(mail).toContain('Amara Okafor applied for "Braille transcriber".');
    expect(mail).toContain(`https://jobs.example.org/my-applicants?jobId=${job.id}`);
    expect(mail).toContain('You get this mail because "Email notifications" is on in your Inclusive Jobs preferences.');
    expect(mail).toContain('https://jobs.example.org/employer-profile?tab=preferences');
    expect(mail).not.toContain('Screen reader');
  });

  it('mails nothing to an employer who turned email notifications off; the in-app notification still comes', async () => {
    const employer = await registerEmployer(t);
    expect((await emailNotifications(employer.token, false)).statusCode).toBe(200);
    const job = await postJob(t, employer.token);
    await apply(t, (await registerApplicant(t)).token, job.id);
    expect(await mailsTo(employer.email)).toEqual([]);
    const notes = await call(t.app, 'GET', '/v1/notifications', { token: employer.token });
    expect(notes.json().data.notifications).toHaveLength(1);
  });
});

describe("an application's new status", () => {
  it("mails the applicant the status, the employer's note and a link to their applications", async () => {
    const employer = await registerEmployer(t, { firstName: 'Clear', lastName: 'Words' });
    const job = await postJob(t, employer.token, { title: 'Caption editor' });
    const seeker = await registerApplicant(t, { firstName: 'Rosa' });
    const application = (await apply(t, seeker.token, job.id)).json().data.application as { id: string };
    expect((await setStatus(employer.token, application.id, { status: 'reviewing', notes: 'We will call you on Monday.' })).statusCode).toBe(200);
    await mailSettled(t.database);
    const mail = decodeQuotedPrintable(lastMailTo(outbox, seeker.email)!);
    expect(header(mail, 'Subject')).toBe('Your application for Caption editor: Under Review | Inclusive Jobs');
    expect(mail).toContain('Your application for "Caption editor" at Clear Words is now: Under Review.');
    expect(mail).toContain('We will call you on Monday.');
    expect(mail).toContain('https://jobs.example.org/applications');
    expect(mail).toContain('https://jobs.example.org/profile?tab=preferences');
  });

  it("keeps an administrator's note out of the mail, as out of the applicant's page", async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    const application = (await apply(t, seeker.token, job.id)).json().data.application as { id: string };
    const admin = await createAdmin(t);
    expect((await setStatus(admin.token, application.id, { status: 'shortlisted', notes: 'Internal: checked by trust team' })).statusCode).toBe(200);
    const [mail] = await mailsTo(seeker.email);
    expect(decodeQuotedPrintable(mail!.raw)).toContain('is now: Shortlisted.');
    expect(decodeQuotedPrintable(mail!.raw)).not.toContain('trust team');
  });

  it('mails nothing when the applicant turned email notifications off, and again once they turn them on', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    const application = (await apply(t, seeker.token, job.id)).json().data.application as { id: string };
    await emailNotifications(seeker.token, false);
    await setStatus(employer.token, application.id, { status: 'reviewing' });
    expect(await mailsTo(seeker.email)).toEqual([]);
    await emailNotifications(seeker.token, true);
    await setStatus(employer.token, application.id, { status: 'shortlisted' });
    expect(await mailsTo(seeker.email)).toHaveLength(1);
  });

  it('mails nothing when the change is refused', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    const application = (await apply(t, seeker.token, job.id)).json().data.application as { id: string };
    expect((await setStatus(employer.token, application.id, { status: 'hired' })).statusCode).toBe(409);
    expect(await mailsTo(seeker.email)).toEqual([]);
  });
});

describe('the daily summary of new applications', () => {
  async function runDigests() {
    const id = await other.enqueue('application-digests', {});
    await eventually(async () => (await t.database.sql.query("select 1 from pgboss.job where id = $1::uuid and state = 'completed'", [id])).rows.length === 1, 15_000);
    await mailSettled(t.database);
  }

  it('replaces the mail for each application for an employer who chose it, once a day, with each job and its count', async () => {
    const employer = await registerEmployer(t, { firstName: 'Jonas' });
    expect((await call(t.app, 'PUT', '/v1/users/preferences', { token: employer.token, body: { new_application_emails: 'daily' } })).json().data.preferences).toMatchObject({
      new_application_emails: 'daily',
      email_notifications: true,
    });
    const braille = await postJob(t, employer.token, { title: 'Braille proofreader' });
    const captions = await postJob(t, employer.token, { title: 'Caption writer' });
    for (const job of [braille, braille, captions]) await apply(t, (await registerApplicant(t)).token, job.id);
    expect(await mailsTo(employer.email)).toEqual([]);

    // Not a day since the last summary yet: nothing.
    await runDigests();
    expect(await mailsTo(employer.email)).toEqual([]);

    const user = (await call(t.app, 'GET', '/v1/users/profile', { token: employer.token })).json().data.user;
    await t.database.db.execute(sql`update user_preferences set applications_digest_until = now() - interval '25 hours' where user_id = ${user.id}`);
    await runDigests();
    const [digest, ...more] = await mailsTo(employer.email);
    expect(more).toEqual([]);
    expect(decodedHeader(digest!.raw, 'Subject')).toBe('3 new applications in the last day | Inclusive Jobs');
    const text = decodeQuotedPrintable(digest!.raw);
    expect(text).toContain('Braille proofreader: 2 new applications');
    expect(text).toContain('Caption writer: 1 new application');
    expect(text).toContain(`https://jobs.example.org/my-applicants?jobId=${braille.id}`);

    await runDigests();
    expect(await mailsTo(employer.email)).toHaveLength(1);
  });

  it('refuses a choice it does not know', async () => {
    const employer = await registerEmployer(t);
    const res = await call(t.app, 'PUT', '/v1/users/preferences', { token: employer.token, body: { new_application_emails: 'hourly' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'new_application_emails', message: 'New application emails must be each or daily' });
  });
});
