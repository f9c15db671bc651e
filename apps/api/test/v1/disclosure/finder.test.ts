import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateDetailResponse, CandidateSearchResponse } from '@jobboard/contracts/candidates';
import { DisclosureSettingsResponse } from '@jobboard/contracts/disclosure';
import { call, createAdmin, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { registerEmployer, type Account } from '../../helpers/jobs.ts';
import { insertSeeker } from '../../helpers/review.ts';

let t: TestApp;
let employer: Account;
let otherEmployer: Account;

beforeAll(async () => {
  t = await createTestApp();
  [employer, otherEmployer] = await Promise.all([registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }), registerEmployer(t)]);
});
afterAll(() => t.close());

/** A registered job seeker with a findable profile (skill `skill`) and disability information. */
async function seeker(skill: string, privacy?: Record<string, unknown>) {
  const account = await registerUser(t.app, { role: 'applicant', ...(privacy ? { privacy } : {}) }, { ip: freshIp() });
  const res = await call(t.app, 'PUT', '/v1/users/profile', {
    token: account.token,
    body: { first_name: 'Amara', last_name: 'Okafor', skills: [skill], accommodations: 'Quiet room', accessibility_needs: ['Captions'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return account;
}
const setDisclosure = (token: string, body: unknown) => call(t.app, 'PUT', '/v1/users/disclosure', { token, body });
const candidates = async (query: string, token = employer.token) => {
  const res = await call(t.app, 'GET', `/v1/users/candidates?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return CandidateSearchResponse.parse(res.json()).data.candidates;
};
const viewsOf = async (token: string) => (await call(t.app, 'GET', '/v1/users/disclosure/views', { token })).json().data.views;

describe('a new job seeker', () => {
  it('is findable by the basic profile, with disability information left out and "not shared" said', async () => {
    const account = await seeker('Finderskill1');
    const [card, ...rest] = await candidates('skills=finderskill1');
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ id: account.user.id, first_name: 'Amara', skills: ['Finderskill1'], disability_shared: false });
    expect(card).not.toHaveProperty('accommodations');
    expect(card).not.toHaveProperty('accessibility_needs');
    const detail = await call(t.app, 'GET', `/v1/users/candidates/${account.user.id}`, { token: employer.token });
    const { candidate } = CandidateDetailResponse.parse(detail.json()).data;
    expect(candidate.disability_shared).toBe(false);
    expect(detail.body).not.toContain('Quiet room');
    expect(detail.body).not.toContain('Captions');
  });

  it('cannot be found by the accessibility-needs filter', async () => {
    await seeker('Finderskill2');
    expect(await candidates('skills=finderskill2&accessibilityNeeds=captions')).toEqual([]);
  });

  it('starts with the defaults: shared on applying, not in the finder', async () => {
    const account = await seeker('Finderskill3');
    const res = await call(t.app, 'GET', '/v1/users/disclosure', { token: account.token });
    expect(DisclosureSettingsResponse.parse(res.json()).data).toEqual({ stage: 'applied', inFinder: false });
  });

  it('takes the choices made at registration', async () => {
    const account = await seeker('Finderskill4', { publicProfile: false, disclosureStage: 'interviewed', disclosureInFinder: true });
    expect((await call(t.app, 'GET', '/v1/users/disclosure', { token: account.token })).json().data).toEqual({ stage: 'interviewed', inFinder: true });
    expect(await candidates('skills=finderskill4')).toEqual([]);
  });

  it('an account made before preferences existed has the defaults too', async () => {
    const row = await insertSeeker(t, { skills: ['Finderskill5'], accommodations: 'Quiet room', accessibilityNeeds: ['Captions'] }, null);
    const [card] = await candidates('skills=finderskill5');
    expect(card).toMatchObject({ id: row.id, disability_shared: false });
    expect(card).not.toHaveProperty('accommodations');
  });
});

describe('a job seeker who shows it in the finder', () => {
  it('is shown with the information, found by the filter, and every showing is recorded', async () => {
    const account = await seeker('Finderskill6');
    expect((await setDisclosure(account.token, { stage: 'applied', inFinder: true })).statusCode).toBe(200);

    const [card] = await candidates('skills=finderskill6&accessibilityNeeds=CAPTIONS');
    expect(card).toMatchObject({ disability_shared: true, accommodations: 'Quiet room', accessibility_needs: ['Captions'] });
    await call(t.app, 'GET', `/v1/users/candidates/${account.user.id}`, { token: otherEmployer.token });

    const views = await viewsOf(account.token);
    expect(views).toHaveLength(2);
    expect(views).toContainEqual(expect.objectContaining({ context: 'finder', application: null, viewer: expect.objectContaining({ name: 'Jonas Lindqvist', role: 'employer' }) }));
  });

  it('drops out of the filter and the information goes as soon as it is turned off', async () => {
    const account = await seeker('Finderskill7');
    await setDisclosure(account.token, { stage: 'applied', inFinder: true });
    expect(await candidates('skills=finderskill7&accessibilityNeeds=captions')).toHaveLength(1);
    await setDisclosure(account.token, { stage: 'applied', inFinder: false });
    expect(await candidates('skills=finderskill7&accessibilityNeeds=captions')).toEqual([]);
    const [card] = await candidates('skills=finderskill7');
    expect(card).not.toHaveProperty('accommodations');
  });
});

describe('PUT /v1/users/disclosure', () => {
  it.each([
    [{ stage: 'sometimes', inFinder: false }, 'stage'],
    [{ stage: 'reviewing', inFinder: false }, 'stage'],
    [{ inFinder: false }, 'stage'],
    [{ stage: 'applied' }, 'inFinder'],
    [{ stage: 'applied', inFinder: 'yes' }, 'inFinder'],
  ])('refuses %j (400 on %s) and changes nothing', async (body, field) => {
    const account = await seeker('Finderskill8');
    const res = await setDisclosure(account.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await call(t.app, 'GET', '/v1/users/disclosure', { token: account.token })).json().data).toEqual({ stage: 'applied', inFinder: false });
  });

  it('refuses unknown fields and bodies that are not objects', async () => {
    const account = await seeker('Finderskill9');
    expect((await setDisclosure(account.token, { stage: 'applied', inFinder: false, extra: true })).statusCode).toBe(400);
    expect((await setDisclosure(account.token, [])).statusCode).toBe(400);
    // A bare string goes as text/plain, which the API does not take at all.
    expect((await setDisclosure(account.token, 'applied')).statusCode).toBe(415);
  });

  it('is a job seeker’s: employers and administrators 403, visitors 401', async () => {
    const admin = await createAdmin(t);
    for (const token of [employer.token, admin.token]) {
      expectError(await setDisclosure(token, { stage: 'never', inFinder: false }), 403, 'FORBIDDEN');
      expectError(await call(t.app, 'GET', '/v1/users/disclosure', { token }), 403, 'FORBIDDEN');
    }
    expectError(await call(t.app, 'PUT', '/v1/users/disclosure', { body: { stage: 'never', inFinder: false } }), 401, 'UNAUTHORIZED');
  });

  it('registration refuses a stage it does not know', async () => {
    const res = await call(t.app, 'POST', '/v1/auth/register', {
      ip: freshIp(),
      body: {
        email: `stage-${Date.now()}@example.com`,
        password: 'Lantern-Quartz-Meadow-41',
        firstName: 'A',
        lastName: 'B',
        role: 'applicant',
        termsAccepted: true,
        privacy: { publicProfile: true, disclosureStage: 'hired', disclosureInFinder: false },
      },
    });
    expectFieldError(res, 'privacy.disclosureStage', 'Choose when employers you apply to may see your disability information');
  });
});
