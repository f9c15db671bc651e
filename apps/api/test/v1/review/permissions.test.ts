import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationHistoryResponse } from '@jobboard/contracts/review';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer, setApplicationStatus, updateJobRow } from '../../helpers/jobs.ts';
import { applicationRow } from '../../helpers/review.ts';

// docs/architecture.md#security: each review endpoint as anonymous, the applicant who owns the application,
// another applicant, the job's employer, another employer and an admin. Every expectation is exact.

type Actor = 'anonymous' | 'owner' | 'otherApplicant' | 'jobEmployer' | 'otherEmployer' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'owner', 'otherApplicant', 'jobEmployer', 'otherEmployer', 'admin'];

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
let jobId: string;
let appId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [owner, otherApplicant, jobEmployer, otherEmployer, admin] = await Promise.all([
    registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor' }),
    registerApplicant(t),
    registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }),
    registerEmployer(t),
    createAdmin(t),
  ]);
  Object.assign(tokens, { owner: owner.token, otherApplicant: otherApplicant.token, jobEmployer: jobEmployer.token, otherEmployer: otherEmployer.token, admin: admin.token });
  jobId = (await postJob(t, jobEmployer.token)).id;
  appId = (await apply(t, owner.token, jobId)).json().data.application.id;
});
afterAll(() => t.close());

const as = (actor: Actor) => (actor === 'anonymous' ? {} : { token: tokens[actor]! });
const expectations = <T>(map: Record<Actor, T>) => ACTORS.map((actor) => [actor, map[actor]] as const);
const SIGN_IN = 'Please sign in to continue';

describe('GET /v1/applications/my-applicants', () => {
  const only = 'Only employers can view applicants';
  it.each(
    expectations<[number, string?, number?]>({
      anonymous: [401, SIGN_IN],
      owner: [403, only],
      otherApplicant: [403, only],
      jobEmployer: [200, undefined, 1],
      otherEmployer: [200, undefined, 0],
      admin: [403, only],
    }),
  )('%s → %j', async (actor, [status, message, total]) => {
    const res = await call(t.app, 'GET', `/v1/applications/my-applicants?jobId=${jobId}`, as(actor));
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.json().data.pagination.total).toBe(total);
  });
});

describe('PUT /v1/applications/{id}/status (applied → reviewing)', () => {
  const roles = 'Only employers and administrators can change application status';
  it.each(
    expectations<[number, string?]>({
      anonymous: [401, SIGN_IN],
      owner: [403, roles],
      otherApplicant: [403, roles],
      jobEmployer: [200],
      otherEmployer: [404, 'Application not found'],
      admin: [200],
    }),
  )('%s → %j', async (actor, [status, message]) => {
    await setApplicationStatus(t, appId, 'applied');
    const res = await call(t.app, 'PUT', `/v1/applications/${appId}/status`, { ...as(actor), body: { status: 'reviewing' } });
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(200);
    expect((await applicationRow(t, appId)).status).toBe(status === 200 ? 'reviewing' : 'applied');
  });
});

describe('GET /v1/applications/{id}/history', () => {
  let historyAppId: string;
  beforeAll(async () => {
    // A fresh application; one change by the employer and one by the admin, so names can be checked per reader.
    const job = await postJob(t, tokens.jobEmployer!);
    historyAppId = (await apply(t, tokens.owner!, job.id)).json().data.application.id;
    await call(t.app, 'PUT', `/v1/applications/${historyAppId}/status`, { token: tokens.jobEmployer!, body: { status: 'reviewing', notes: 'Looks good' } });
    await call(t.app, 'PUT', `/v1/applications/${historyAppId}/status`, { token: tokens.admin!, body: { status: 'interviewing' } });
  });

  it.each(
    expectations<[number, string?]>({
      anonymous: [401, SIGN_IN],
      owner: [200],
      otherApplicant: [404, 'Application not found'],
      jobEmployer: [200],
      otherEmployer: [404, 'Application not found'],
      admin: [200],
    }),
  )('%s → %j', async (actor, [status, message]) => {
    const res = await call(t.app, 'GET', `/v1/applications/${historyAppId}/history`, as(actor));
    if (status >= 400) {
      expectError(res, status, res.json().error.code, message);
      return;
    }
    const { history } = ApplicationHistoryResponse.parse(res.json()).data;
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'applied'],
      ['applied', 'reviewing'],
      ['reviewing', 'interviewed'],
    ]);
    expect(history[0]!.changedBy).toBe('Amara Okafor');
    expect(history[1]).toMatchObject({ changedBy: 'Jonas Lindqvist', notes: 'Looks good' });
    // An administrator is named by role to everyone but administrators.
    if (actor === 'admin') expect(history[2]!.changedBy).toBe('Site Administrator');
    else expect(history[2]!.changedBy).toBe('Administrator');
  });

  it('answers 404 for an application to a deleted job, except to an admin', async () => {
    const job = await postJob(t, tokens.jobEmployer!);
    const id = (await apply(t, tokens.owner!, job.id)).json().data.application.id;
    await updateJobRow(t, job.id, { status: 'deleted' });
    for (const actor of ['owner', 'jobEmployer'] as const) expectError(await call(t.app, 'GET', `/v1/applications/${id}/history`, as(actor)), 404, 'NOT_FOUND');
    expect((await call(t.app, 'GET', `/v1/applications/${id}/history`, as('admin'))).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await call(t.app, 'GET', '/v1/applications/nope/history', as('owner'))).statusCode).toBe(400);
    expectError(await call(t.app, 'GET', '/v1/applications/00000000-0000-4000-8000-000000000000/history', as('admin')), 404, 'NOT_FOUND');
  });
});
