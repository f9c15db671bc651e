import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { jobRow, postJob, registerApplicant, registerEmployer, updateJobRow, validJob } from '../../helpers/jobs.ts';

// docs/architecture.md#security: every endpoint called as anonymous, applicant, owner, another employer and admin;
// each expectation is exact, so no caller gets a 2xx it should not.

type Actor = 'anonymous' | 'applicant' | 'owner' | 'otherEmployer' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'applicant', 'owner', 'otherEmployer', 'admin'];

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.applicant = (await registerApplicant(t)).token;
  tokens.owner = (await registerEmployer(t)).token;
  tokens.otherEmployer = (await registerEmployer(t)).token;
  tokens.admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

/** A fresh job of the owner, active or not. */
async function ownerJob(status: 'active' | 'inactive' = 'active') {
  const job = await postJob(t, tokens.owner!);
  if (status !== 'active') await updateJobRow(t, job.id, { status });
  return job.id;
}

const as = (actor: Actor) => (actor === 'anonymous' ? {} : { token: tokens[actor]! });

type Case = { actor: Actor; status: number; message?: string };
const cases = (expected: Record<Actor, number | [number, string]>): Case[] =>
  ACTORS.map((actor) => {
    const e = expected[actor];
    return Array.isArray(e) ? { actor, status: e[0], message: e[1] } : { actor, status: e };
  });

const SIGN_IN = 'Please sign in to continue';
const NOT_FOUND = 'Job not found';

function check(res: Awaited<ReturnType<typeof call>>, { status, message }: Case) {
  if (status >= 400) expectError(res, status, res.json().error.code, message);
  else expect(res.statusCode, res.body).toBe(status);
}

describe('GET /v1/jobs', () => {
  it.each(cases({ anonymous: 200, applicant: 200, owner: 200, otherEmployer: 200, admin: 200 }))('answers %o without status', async (c) => {
    check(await call(t.app, 'GET', '/v1/jobs', as(c.actor)), c);
  });

  const adminOnly = 'Only administrators can filter jobs by status';
  it.each(cases({ anonymous: [403, adminOnly], applicant: [403, adminOnly], owner: [403, adminOnly], otherEmployer: [403, adminOnly], admin: 200 }))(
    'answers %o with ?status=inactive',
    async (c) => {
      check(await call(t.app, 'GET', '/v1/jobs?status=inactive', as(c.actor)), c);
    },
  );
});

describe('GET /v1/jobs/employer/my-jobs', () => {
  const only = 'Only employers can view their posted jobs';
  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [403, only], owner: 200, otherEmployer: 200, admin: [403, only] }))('answers %o', async (c) => {
    check(await call(t.app, 'GET', '/v1/jobs/employer/my-jobs', as(c.actor)), c);
  });
});

describe.each([
  ['GET /v1/jobs/{id}', (id: string) => `/v1/jobs/${id}`],
  ['GET /v1/jobs/{id}/similar', (id: string) => `/v1/jobs/${id}/similar`],
])('%s', (_name, url) => {
  it.each(cases({ anonymous: 200, applicant: 200, owner: 200, otherEmployer: 200, admin: 200 }))('answers %o for an active job', async (c) => {
    check(await call(t.app, 'GET', url(await ownerJob()), as(c.actor)), c);
  });

  it.each(cases({ anonymous: [404, NOT_FOUND], applicant: [404, NOT_FOUND], owner: 200, otherEmployer: [404, NOT_FOUND], admin: 200 }))(
    'answers %o for an inactive job',
    async (c) => {
      check(await call(t.app, 'GET', url(await ownerJob('inactive')), as(c.actor)), c);
    },
  );
});

describe('POST /v1/jobs', () => {
  const only = 'Only employers can post jobs';
  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [403, only], owner: 201, otherEmployer: 201, admin: [403, only] }))('answers %o', async (c) => {
    check(await call(t.app, 'POST', '/v1/jobs', { ...as(c.actor), body: validJob() }), c);
  });
});

describe('PUT /v1/jobs/{id}', () => {
  const ownOnly = 'Only the employer who posted this job can edit it';
  const edit = (id: string, actor: Actor) => call(t.app, 'PUT', `/v1/jobs/${id}`, { ...as(actor), body: validJob({ title: `Edited by ${actor}` }) });

  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [403, ownOnly], owner: 200, otherEmployer: [403, ownOnly], admin: [403, ownOnly] }))(
    'answers %o for an active job, and only the owner changes it',
    async (c) => {
      const id = await ownerJob();
      check(await edit(id, c.actor), c);
      expect((await jobRow(t, id)).title).toBe(c.actor === 'owner' ? 'Edited by owner' : validJob().title);
    },
  );

  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [404, NOT_FOUND], owner: 200, otherEmployer: [404, NOT_FOUND], admin: [403, ownOnly] }))(
    'answers %o for an inactive job',
    async (c) => {
      check(await edit(await ownerJob('inactive'), c.actor), c);
    },
  );
});

describe('PUT /v1/jobs/{id}/status', () => {
  const refusal = 'Only the employer who posted this job or an administrator can change its status';
  // An administrator taking a job down gives a reason; an employer's is not used.
  const setStatus = (id: string, actor: Actor) => call(t.app, 'PUT', `/v1/jobs/${id}/status`, { ...as(actor), body: { status: 'inactive', reason: 'Duplicate posting' } });

  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [403, refusal], owner: 200, otherEmployer: [403, refusal], admin: 200 }))(
    'answers %o for an active job, and only the allowed change it',
    async (c) => {
      const id = await ownerJob();
      check(await setStatus(id, c.actor), c);
      expect((await jobRow(t, id)).status).toBe(c.status === 200 ? 'inactive' : 'active');
    },
  );

  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [404, NOT_FOUND], owner: 200, otherEmployer: [404, NOT_FOUND], admin: 200 }))(
    'answers %o for an inactive job',
    async (c) => {
      check(await setStatus(await ownerJob('inactive'), c.actor), c);
    },
  );
});

describe('DELETE /v1/jobs/{id}', () => {
  const refusal = 'Only the employer who posted this job or an administrator can delete it';
  it.each(cases({ anonymous: [401, SIGN_IN], applicant: [403, refusal], owner: 200, otherEmployer: [403, refusal], admin: 200 }))(
    'answers %o, and only the allowed delete',
    async (c) => {
      const id = await ownerJob();
      check(await call(t.app, 'DELETE', `/v1/jobs/${id}`, as(c.actor)), c);
      expect((await jobRow(t, id)).status).toBe(c.status === 200 ? 'deleted' : 'active');
    },
  );
});

describe('saved jobs', () => {
  const only = 'Only job seekers can save jobs';
  const expected = cases({ anonymous: [401, SIGN_IN], applicant: 200, owner: [403, only], otherEmployer: [403, only], admin: [403, only] });

  it.each(expected)('POST /v1/jobs/{id}/save answers %o', async (c) => {
    check(await call(t.app, 'POST', `/v1/jobs/${await ownerJob()}/save`, as(c.actor)), c);
  });
  it.each(expected)('DELETE /v1/jobs/{id}/save answers %o', async (c) => {
    check(await call(t.app, 'DELETE', `/v1/jobs/${await ownerJob()}/save`, as(c.actor)), c);
  });
  it.each(expected)('GET /v1/users/saved-jobs answers %o', async (c) => {
    check(await call(t.app, 'GET', '/v1/users/saved-jobs', as(c.actor)), c);
  });
});

describe('deleted jobs are hidden from everyone', () => {
  it.each(ACTORS)('GET /v1/jobs/{id} answers 404 to %s', async (actor) => {
    const id = await ownerJob();
    await updateJobRow(t, id, { status: 'deleted' });
    expectError(await call(t.app, 'GET', `/v1/jobs/${id}`, as(actor)), 404, 'NOT_FOUND', NOT_FOUND);
  });

  it.each(['owner', 'admin'] as const)('a deleted job cannot be changed or deleted again by the %s', async (actor) => {
    const id = await ownerJob();
    await updateJobRow(t, id, { status: 'deleted' });
    expectError(await call(t.app, 'PUT', `/v1/jobs/${id}/status`, { ...as(actor), body: { status: 'active' } }), 404, 'NOT_FOUND', NOT_FOUND);
    expectError(await call(t.app, 'DELETE', `/v1/jobs/${id}`, as(actor)), 404, 'NOT_FOUND', NOT_FOUND);
    expectError(await call(t.app, 'PUT', `/v1/jobs/${id}`, { ...as(actor), body: validJob() }), 404, 'NOT_FOUND', NOT_FOUND);
  });
});
