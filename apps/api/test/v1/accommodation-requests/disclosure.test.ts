import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { AGREE_ALL, answerRequest, askFor, closeWhenMailed, INTERVIEW_REQUEST, readRequest, replyTo, requestsTestApp } from '../../helpers/accommodation-requests.ts';

// A request is disability information the applicant chose to send: reading it is recorded like a
// showing of their profile's, and it carries nothing of that profile (docs/decisions/019-accommodation-requests.md).

let t: TestApp;
let employer: Account;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await requestsTestApp();
  employer = await registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' });
  admin = await createAdmin(t);
});
afterAll(() => closeWhenMailed(t));

const NOTES = 'MARKER-NOTES-7f3a wheelchair user';
const NEEDS = ['MARKER-NEED-91bc'];

/** A seeker with disability information on their profile, shared `never`, who applied and asked. */
async function seekerWhoAsked(stage: 'never' | 'applied' = 'never') {
  const seeker = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
  await call(t.app, 'PUT', '/v1/users/profile', {
    token: seeker.token,
    body: { first_name: 'Amara', last_name: 'Okafor', accommodations: NOTES, accessibility_needs: NEEDS, accommodations_needed: ['step-free-access'] },
  });
  await call(t.app, 'PUT', '/v1/users/disclosure', { token: seeker.token, body: { stage, inFinder: false } });
  const job = await postJob(t, employer.token, { title: 'Braille proofreader' });
  const applicationId = (await apply(t, seeker.token, job.id)).json().data.application.id as string;
  const res = await askFor(t, seeker.token, applicationId);
  expect(res.statusCode, res.body).toBe(201);
  return { seeker, job, applicationId, requestId: res.json().data.request.id as string };
}
const views = async (token: string) => (await call(t.app, 'GET', '/v1/users/disclosure/views?limit=100', { token })).json().data.views as Array<Record<string, unknown>>;

describe('reading a request is recorded for the applicant', () => {
  it('records each employer or administrator reading, once a day per reader, under the request’s job; the applicant’s own reading is not', async () => {
    const { seeker, applicationId, requestId } = await seekerWhoAsked();
    await readRequest(t, seeker.token, requestId);
    expect(await views(seeker.token)).toEqual([]);

    await readRequest(t, employer.token, requestId);
    await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: employer.token });
    await call(t.app, 'GET', `/v1/accommodation-requests?applicationId=${applicationId}`, { token: employer.token });
    await answerRequest(t, employer.token, requestId, AGREE_ALL);
    const [seen] = await views(seeker.token);
    expect(seen).toMatchObject({
      context: 'accommodation_request',
      application: { id: applicationId, jobTitle: 'Braille proofreader' },
      viewer: { name: 'Jonas Lindqvist', role: 'employer' },
      times: 4,
    });

    await readRequest(t, admin.token, requestId);
    expect((await views(seeker.token)).map((v) => v.viewer)).toContainEqual(expect.objectContaining({ role: 'admin', name: 'An administrator of Inclusive Jobs' }));
  });

  it('is not a showing of the profile: the applicant can still hold their profile back on that application', async () => {
    const { seeker, applicationId, requestId } = await seekerWhoAsked('applied');
    await readRequest(t, employer.token, requestId);
    const mine = (await call(t.app, 'GET', '/v1/applications/my-applications', { token: seeker.token })).json().data[0];
    expect(mine.disclosure.seen).toBe(false);
    const held = await call(t.app, 'PUT', `/v1/applications/${applicationId}/disclosure`, { token: seeker.token, body: { share: false } });
    expect(held.statusCode, held.body).toBe(200);
  });
});

describe('a request shares only what it contains', () => {
  it('never carries the profile’s disability information, to the employer or an administrator, in any answer, notification or thread', async () => {
    const { seeker, applicationId, requestId } = await seekerWhoAsked('never');
    await replyTo(t, seeker.token, requestId, 'One more thing.');
    const bodies = [
      (await readRequest(t, employer.token, requestId)).body,
      (await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: employer.token })).body,
      (await call(t.app, 'GET', `/v1/accommodation-requests?applicationId=${applicationId}`, { token: employer.token })).body,
      (await answerRequest(t, employer.token, requestId, AGREE_ALL)).body,
      (await readRequest(t, admin.token, requestId)).body,
      (await call(t.app, 'GET', '/v1/notifications?limit=100', { token: employer.token })).body,
      (await call(t.app, 'GET', '/v1/accommodation-requests/summary', { token: employer.token })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain('MARKER-');
      for (const key of ['"accommodations"', '"accessibilityNeeds"', '"accessibility_needs"', '"accommodationsNeeded"', 'step-free-access']) expect(body).not.toContain(key);
    }
    expect(bodies[0]).toContain(INTERVIEW_REQUEST.details);
  });

  it('does not reveal the request’s contents in notifications', async () => {
    const { seeker, requestId } = await seekerWhoAsked();
    await answerRequest(t, employer.token, requestId, { responses: [{ item: 'interview-questions-in-advance', decision: 'declined', note: 'SECRET-REASON' }, AGREE_ALL.responses[1]] });
    const all = [
      (await call(t.app, 'GET', '/v1/notifications?limit=100', { token: employer.token })).body,
      (await call(t.app, 'GET', '/v1/notifications?limit=100', { token: seeker.token })).body,
    ].join('\n');
    for (const secret of [INTERVIEW_REQUEST.details, 'SECRET-REASON', 'Interview questions in advance', 'interview-questions-in-advance']) expect(all).not.toContain(secret);
  });
});
