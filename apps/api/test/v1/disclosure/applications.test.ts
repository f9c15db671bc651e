import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyApplicantsResponse } from '@jobboard/contracts/review';
import { DISCLOSURE_STAGES, type DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { call, createAdmin, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { apply, postJob, registerEmployer, setApplicationStatus, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
let otherEmployer: Account;
let admin: Awaited<ReturnType<typeof createAdmin>>;

const NOTES = 'Wheelchair-accessible workstation';
const NEEDS = ['Step-free access', 'Screen reader'];

beforeAll(async () => {
  t = await createTestApp();
  [employer, otherEmployer, admin] = await Promise.all([
    registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }),
    registerEmployer(t),
    createAdmin(t),
  ]);
});
afterAll(() => t.close());

/** A job seeker with disability information and this disclosure stage. */
async function seekerWith(stage: DisclosureStage, inFinder = false) {
  const seeker = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
  await call(t.app, 'PUT', '/v1/users/profile', {
    token: seeker.token,
    body: { first_name: 'Amara', last_name: 'Okafor', accommodations: NOTES, accessibility_needs: NEEDS },
  });
  const res = await call(t.app, 'PUT', '/v1/users/disclosure', { token: seeker.token, body: { stage, inFinder } });
  expect(res.statusCode, res.body).toBe(200);
  return seeker;
}

const listApplicants = async (token: string, jobId?: string) => {
  const res = await call(t.app, 'GET', `/v1/applications/my-applicants?limit=100${jobId ? `&jobId=${jobId}` : ''}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return MyApplicantsResponse.parse(res.json()).data.applications;
};
const views = async (token: string) => (await call(t.app, 'GET', '/v1/users/disclosure/views?limit=100', { token })).json().data.views;

/**
 * The rule as a table, written out on its own: how far along the pipeline a status is (rejection
 * and withdrawal reach nothing beyond applying), and the stage each choice waits for.
 */
const REACH: Record<ApplicationStatus, number> = { applied: 0, reviewing: 0, shortlisted: 1, interviewed: 2, offered: 3, hired: 4, rejected: 0, applicant_withdrew: 0 };
const WAITS_FOR: Record<DisclosureStage, number> = { never: Infinity, applied: 0, shortlisted: 1, interviewed: 2, offered: 3 };

describe('my-applicants: each stage × each status', () => {
  it('shows disability information exactly when the application has reached the stage, and says so', async () => {
    const jobs = await Promise.all(APPLICATION_STATUSES.map((status) => postJob(t, employer.token, { title: `Job at ${status}` })));
    const cases: Array<{ stage: DisclosureStage; status: ApplicationStatus; appId: string }> = [];
    for (const stage of DISCLOSURE_STAGES) {
      const seeker = await seekerWith(stage);
      for (const [i, status] of APPLICATION_STATUSES.entries()) {
        const res = await apply(t, seeker.token, jobs[i]!.id);
        const appId = res.json().data.application.id;
        await setApplicationStatus(t, appId, status);
        cases.push({ stage, status, appId });
      }
    }
    const listed = new Map((await listApplicants(employer.token)).map((a) => [a.id, a]));
    for (const { stage, status, appId } of cases) {
      const a = listed.get(appId)!;
      const expected = REACH[status] >= WAITS_FOR[stage];
      expect({ stage, status, shared: a.disability_shared }).toEqual({ stage, status, shared: expected });
      if (expected) {
        expect(a.applicant.accommodations).toBe(NOTES);
        expect(a.applicant.accessibilityNeeds).toEqual(NEEDS);
      } else {
        expect(a.applicant).not.toHaveProperty('accommodations');
        expect(a.applicant).not.toHaveProperty('accessibilityNeeds');
      }
    }
  });

  it('counts the furthest stage ever reached: a rejection after the interview keeps what the interview shared', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('interviewed');
    const appId = (await apply(t, seeker.token, job.id)).json().data.application.id;
    const move = (status: string) => call(t.app, 'PUT', `/v1/applications/${appId}/status`, { token: employer.token, body: { status } });

    expect((await move('reviewing')).json().data.application.disability_shared).toBe(false);
    const interviewed = (await move('interviewed')).json().data.application;
    expect(interviewed.disability_shared).toBe(true);
    expect(interviewed.applicant.accommodations).toBe(NOTES);
    const rejected = (await move('rejected')).json().data.application;
    expect(rejected.disability_shared).toBe(true);
  });

  it('never lists another employer’s applicants, shared or not', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('applied');
    await apply(t, seeker.token, job.id);
    expect(await listApplicants(otherEmployer.token, job.id)).toEqual([]);
  });
});

describe('PUT /v1/applications/{id}/disclosure', () => {
  it('shares ahead of the stage, and holds back again while the employer has not looked', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('offered');
    const appId = (await apply(t, seeker.token, job.id)).json().data.application.id;
    const share = (share: boolean, token = seeker.token) => call(t.app, 'PUT', `/v1/applications/${appId}/disclosure`, { token, body: { share } });

    const shared = await share(true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.disclosure).toEqual({ choice: 'shared', shared: true, seen: false });
    const held = await share(false);
    expect(held.json().data.disclosure).toEqual({ choice: 'withheld', shared: false, seen: false });
    const [listed] = await listApplicants(employer.token, job.id);
    expect(listed!.disability_shared).toBe(false);
    expect(listed!.applicant).not.toHaveProperty('accommodations');
  });

  it('refuses to hold back what the employer has already seen (409), and changes nothing', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('applied');
    const appId = (await apply(t, seeker.token, job.id)).json().data.application.id;
    await listApplicants(employer.token, job.id);

    const res = await call(t.app, 'PUT', `/v1/applications/${appId}/disclosure`, { token: seeker.token, body: { share: false } });
    expectError(res, 409, 'CONFLICT');
    const mine = (await call(t.app, 'GET', '/v1/applications/my-applications', { token: seeker.token })).json().data;
    expect(mine.find((a: { id: string }) => a.id === appId).disclosure).toEqual({ choice: null, shared: true, seen: true });
  });

  it('holding back a share the employer has not seen keeps it from them at every later stage', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('applied');
    const appId = (await apply(t, seeker.token, job.id, { share_disability: false })).json().data.application.id;
    for (const status of ['shortlisted', 'interviewed', 'offered']) {
      const moved = await call(t.app, 'PUT', `/v1/applications/${appId}/status`, { token: employer.token, body: { status } });
      expect(moved.json().data.application.disability_shared, status).toBe(false);
      expect(moved.json().data.application.applicant).not.toHaveProperty('accommodations');
    }
  });

  it('is the applicant’s own: another seeker, the employer and an administrator get 404 or 403; bad bodies 400', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('applied');
    const stranger = await seekerWith('applied');
    const appId = (await apply(t, seeker.token, job.id)).json().data.application.id;
    const put = (token: string, body: unknown) => call(t.app, 'PUT', `/v1/applications/${appId}/disclosure`, { token, body });

    expectError(await put(stranger.token, { share: true }), 404, 'NOT_FOUND');
    expectError(await put(employer.token, { share: true }), 403, 'FORBIDDEN');
    expectError(await put(admin.token, { share: true }), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'PUT', `/v1/applications/${appId}/disclosure`, { body: { share: true } }), 401, 'UNAUTHORIZED');
    for (const body of [{}, { share: 'yes' }, { share: true, extra: 1 }, null, []]) expect((await put(seeker.token, body)).statusCode).toBe(400);
    expect((await call(t.app, 'PUT', '/v1/applications/not-an-id/disclosure', { token: seeker.token, body: { share: true } })).statusCode).toBe(400);
    const [listed] = await listApplicants(employer.token, job.id);
    expect(listed!.disability_shared).toBe(true);
  });
});

describe('applying with a choice', () => {
  it.each([
    ['applied', undefined, true],
    ['applied', false, false],
    ['interviewed', true, true],
    ['interviewed', undefined, false],
    ['never', true, true],
    ['never', false, false],
  ] as const)('stage %s, share now %s: the employer sees it on applying: %s', async (stage, shareNow, expected) => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith(stage);
    const res = await apply(t, seeker.token, job.id, shareNow === undefined ? {} : { share_disability: shareNow });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.application.disclosure.shared).toBe(expected);
    const [listed] = await listApplicants(employer.token, job.id);
    expect(listed!.disability_shared).toBe(expected);
  });

  it('refuses a share_disability that is not true or false', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('applied');
    expect((await apply(t, seeker.token, job.id, { share_disability: 'yes' })).statusCode).toBe(400);
  });
});

describe('who has seen it', () => {
  it('records each employer showing, once a day with a count, and the seeker reads the list', async () => {
    const job = await postJob(t, employer.token, { title: 'Support Analyst' });
    const seeker = await seekerWith('applied');
    await apply(t, seeker.token, job.id);
    await listApplicants(employer.token, job.id);
    await listApplicants(employer.token, job.id);

    const [view, ...rest] = await views(seeker.token);
    expect(rest).toEqual([]);
    expect(view).toMatchObject({ viewer: { name: 'Jonas Lindqvist', role: 'employer' }, context: 'application', application: { jobTitle: 'Support Analyst' }, times: 2 });
  });

  it('records nothing while the rule holds the information back, or when there is none', async () => {
    const job = await postJob(t, employer.token);
    const waiting = await seekerWith('shortlisted');
    const nothingToShare = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
    await apply(t, waiting.token, job.id);
    await apply(t, nothingToShare.token, job.id);
    await listApplicants(employer.token, job.id);
    expect(await views(waiting.token)).toEqual([]);
    expect(await views(nothingToShare.token)).toEqual([]);
  });

  it('records an administrator’s view too, named by role, and administrators see the information whatever the stage', async () => {
    const job = await postJob(t, employer.token);
    const seeker = await seekerWith('never');
    const appId = (await apply(t, seeker.token, job.id)).json().data.application.id;
    const res = await call(t.app, 'PUT', `/v1/applications/${appId}/status`, { token: admin.token, body: { status: 'reviewing' } });
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json().data.application;
    expect(application.disability_shared).toBe(false);
    expect(application.applicant.accommodations).toBe(NOTES);
    expect(await views(seeker.token)).toEqual([expect.objectContaining({ viewer: { name: 'An administrator of Inclusive Jobs', company: null, role: 'admin' } })]);
  });

  it('is the seeker’s own list: employers and administrators are refused', async () => {
    expectError(await call(t.app, 'GET', '/v1/users/disclosure/views', { token: employer.token }), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'GET', '/v1/users/disclosure/views', { token: admin.token }), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'GET', '/v1/users/disclosure/views'), 401, 'UNAUTHORIZED');
  });
});
