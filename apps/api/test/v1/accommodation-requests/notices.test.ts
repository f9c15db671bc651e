import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { decodedHeader, decodeQuotedPrintable, header, mailSettled, readOutbox } from '../../helpers/mail.ts';
import { inbox } from '../../helpers/review.ts';
import { apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { AGREE_ALL, answerRequest, closeWhenMailed, INTERVIEW_REQUEST, replyTo, requested } from '../../helpers/accommodation-requests.ts';

// Both sides hear of a request's news in the app and by mail, as "Email notifications" allows.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-requests-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://jobs.example.org' }, { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } });
});
afterAll(async () => {
  await closeWhenMailed(t);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailsTo = async (address: string, subject?: RegExp) => {
  await mailSettled(t.database);
  return readOutbox(outbox)
    .filter((m) => header(m.raw, 'To') === address && (!subject || subject.test(decodedHeader(m.raw, 'Subject') ?? '')))
    .map((m) => decodeQuotedPrintable(m.raw));
};
const emailNotifications = (token: string, on: boolean) => call(t.app, 'PUT', '/v1/users/preferences', { token, body: { email_notifications: on } });

describe('news of a request', () => {
  it('tells the employer of a request and of a reply, and the applicant of each answer, in the app and by mail, without the contents', async () => {
    const employer = await registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' });
    const { seeker, job, requestId } = await requested(t, employer);
    expect((await inbox(t, employer.token))[0]).toBe(`Amara Okafor asked for accommodations on their application for "${job.title}"`);
    const [asked] = await mailsTo(employer.email, /^Accommodation request for/);
    expect(decodedHeader(asked!, 'Subject')).toBe(`Accommodation request for ${job.title} | Inclusive Jobs`);
    expect(asked).toContain('Hello Jonas,');
    expect(asked).toContain(`Amara Okafor asked for accommodations on their application for "${job.title}".`);
    expect(asked).toContain(`https://jobs.example.org/my-applicants?jobId=${job.id}`);
    expect(asked).toContain('You get this mail because "Email notifications" is on in your Inclusive Jobs preferences.');
    expect(asked).toContain('https://jobs.example.org/employer-profile?tab=preferences');

    await answerRequest(t, employer.token, requestId, AGREE_ALL);
    expect((await inbox(t, seeker.token))[0]).toBe(`Jonas Lindqvist answered your accommodation request for "${job.title}"`);
    const [answered] = await mailsTo(seeker.email, /has an answer/);
    expect(answered).toContain(`Jonas Lindqvist answered your accommodation request on your application for "${job.title}".`);
    expect(answered).toContain('https://jobs.example.org/applications');
    expect(answered).toContain('https://jobs.example.org/profile?tab=preferences');

    await replyTo(t, seeker.token, requestId, 'Thank you, REPLY-TEXT.');
    expect((await inbox(t, employer.token))[0]).toBe(`Amara Okafor replied about their accommodation request for "${job.title}"`);
    const [replied] = await mailsTo(employer.email, /^A reply about/);
    expect(replied).toContain(`Amara Okafor replied about their accommodation request on their application for "${job.title}".`);

    for (const mail of [asked, answered, replied]) {
      for (const secret of [INTERVIEW_REQUEST.details, 'REPLY-TEXT', 'Interview questions in advance']) expect(mail).not.toContain(secret);
    }
  });

  it('sends a request made while applying with the application: two notifications and two mails to the employer', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token, { title: 'Sign language tutor' });
    const seeker = await registerApplicant(t, { firstName: 'Rosa', lastName: 'Diaz' });
    await apply(t, seeker.token, job.id, { accommodation_request: INTERVIEW_REQUEST });
    expect(await inbox(t, employer.token)).toEqual(
      expect.arrayContaining([`New application from Rosa Diaz for "Sign language tutor"`, `Rosa Diaz asked for accommodations on their application for "Sign language tutor"`]),
    );
    expect((await mailsTo(employer.email)).map((m) => decodedHeader(m, 'Subject')).sort()).toEqual([
      'Accommodation request for Sign language tutor | Inclusive Jobs',
      'New application for Sign language tutor | Inclusive Jobs',
    ]);
  });

  it('mails no one whose email notifications are off; the in-app notifications still come', async () => {
    const employer = await registerEmployer(t);
    await emailNotifications(employer.token, false);
    const { seeker, requestId } = await requested(t, employer);
    await emailNotifications(seeker.token, false);
    await answerRequest(t, employer.token, requestId, AGREE_ALL);
    await replyTo(t, seeker.token, requestId, 'Thanks');
    expect(await mailsTo(employer.email)).toEqual([]);
    expect(await mailsTo(seeker.email, /accommodation/)).toEqual([]);
    expect(await inbox(t, employer.token)).toHaveLength(3);
    expect((await inbox(t, seeker.token)).filter((m) => m.includes('accommodation'))).toHaveLength(1);
  });

  it('sends nothing when a change is refused', async () => {
    const employer = await registerEmployer(t);
    const { seeker, requestId } = await requested(t, employer);
    await mailSettled(t.database);
    const before = readOutbox(outbox).length;
    expect((await answerRequest(t, employer.token, requestId, { responses: [AGREE_ALL.responses[0]] })).statusCode).toBe(400);
    expect((await inbox(t, seeker.token)).filter((m) => m.includes('accommodation'))).toEqual([]);
    await mailSettled(t.database);
    expect(readOutbox(outbox)).toHaveLength(before);
  });
});
