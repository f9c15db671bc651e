import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';
import { call, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerEmployer, type Account } from '../../helpers/jobs.ts';

/**
 * The pages (home, registration, profile, privacy policy, help) say these sentences word for
 * word; here each one is held against what the server does for a new job seeker.
 */
let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

async function newSeeker(skill: string) {
  const seeker = await registerUser(t.app, { role: 'applicant', phone: '+14155550199' }, { ip: freshIp() });
  await call(t.app, 'PUT', '/v1/users/profile', {
    token: seeker.token,
    body: { first_name: 'Nia', last_name: 'Promise', skills: [skill], accommodations: 'Extra breaks', accessibility_needs: ['Captions'] },
  });
  return seeker;
}
const finder = async (query: string) => (await call(t.app, 'GET', `/v1/users/candidates?${query}`, { token: employer.token })).json().data.candidates;
const applicants = async (jobId: string) =>
  (await call(t.app, 'GET', `/v1/applications/my-applicants?jobId=${jobId}`, { token: employer.token })).json().data.applications;

const held: Record<keyof typeof PRIVACY_PROMISES, () => Promise<void>> = {
  async finder() {
    const seeker = await newSeeker('Promiseone');
    const [card] = await finder('skills=promiseone');
    expect(card).toMatchObject({ first_name: 'Nia', skills: ['Promiseone'] });
    await call(t.app, 'PUT', '/v1/users/preferences', { token: seeker.token, body: { privacy_public_profile: false } });
    expect(await finder('skills=promiseone')).toEqual([]);
  },
  async finderDisability() {
    await newSeeker('Promisetwo');
    const [card] = await finder('skills=promisetwo');
    expect(card.disability_shared).toBe(false);
    expect(JSON.stringify(card)).not.toMatch(/Extra breaks|Captions/);
    expect(await finder('skills=promisetwo&accessibilityNeeds=captions')).toEqual([]);
  },
  async applications() {
    const onApplying = await newSeeker('Promisethree');
    const later = await newSeeker('Promisefour');
    await call(t.app, 'PUT', '/v1/users/disclosure', { token: later.token, body: { stage: 'shortlisted', inFinder: false } });
    const job = await postJob(t, employer.token);
    await apply(t, onApplying.token, job.id);
    const laterApp = (await apply(t, later.token, job.id)).json().data.application.id;
    const byName = async () => Object.fromEntries((await applicants(job.id)).map((a: { applicant: { id: string } }) => [a.applicant.id, a]));
    expect((await byName())[onApplying.user.id].applicant.accommodations).toBe('Extra breaks');
    expect((await byName())[later.user.id].disability_shared).toBe(false);
    await call(t.app, 'PUT', `/v1/applications/${laterApp}/disclosure`, { token: later.token, body: { share: true } });
    expect((await byName())[later.user.id].disability_shared).toBe(true);
  },
  async contact() {
    const seeker = await newSeeker('Promisefive');
    const [card] = await finder('skills=promisefive');
    expect(card).toMatchObject({ email: null, phone: null });
    await call(t.app, 'PUT', '/v1/users/preferences', { token: seeker.token, body: { privacy_contact_info: true } });
    expect((await finder('skills=promisefive'))[0]).toMatchObject({ email: seeker.email, phone: '+14155550199' });
  },
  async views() {
    const seeker = await newSeeker('Promisesix');
    const job = await postJob(t, employer.token);
    await apply(t, seeker.token, job.id);
    await applicants(job.id);
    const views = (await call(t.app, 'GET', '/v1/users/disclosure/views', { token: seeker.token })).json().data.views;
    expect(views).toEqual([expect.objectContaining({ viewer: expect.objectContaining({ role: 'employer' }), context: 'application' })]);
  },
};

describe('every privacy promise the pages make holds', () => {
  it.each(Object.keys(PRIVACY_PROMISES) as Array<keyof typeof PRIVACY_PROMISES>)('%s', async (promise) => {
    await held[promise]();
  });
});
