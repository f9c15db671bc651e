import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { decodeQuotedPrintable, header, lastMailTo, mailSettled, readOutbox } from '../../helpers/mail.ts';

// Emails beside the in-app notifications of applications, to people whose "Email notifications" is on.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-notices-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://jobs.example.org' });
});
afterAll(async () => {
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
