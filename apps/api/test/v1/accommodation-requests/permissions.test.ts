import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@jobboard/contracts/accommodation-requests';
import { call, createAdmin, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { registerApplicant, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { AGREE_ALL, answerRequest, askFor, closeWhenMailed, eventRows, readRequest, replyTo, requested, requestsTestApp } from '../../helpers/accommodation-requests.ts';

// docs/architecture.md#security: each endpoint as a visitor, the applicant who owns the application,
// another applicant, the job's employer, another employer and an administrator. Requests are
// disability information: whoever may not read one is told it does not exist.

type Actor = 'anonymous' | 'owner' | 'otherApplicant' | 'jobEmployer' | 'otherEmployer' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'owner', 'otherApplicant', 'jobEmployer', 'otherEmployer', 'admin'];

let t: TestApp;
let employer: Account;
const tokens: Partial<Record<Actor, string>> = {};
beforeAll(async () => {
  t = await requestsTestApp();
  employer = await registerEmployer(t);
  tokens.jobEmployer = employer.token;
  tokens.otherApplicant = (await registerApplicant(t)).token;
  tokens.otherEmployer = (await registerEmployer(t)).token;
  tokens.admin = (await createAdmin(t)).token;
});
afterAll(() => closeWhenMailed(t));

/** A fresh request by a fresh owner: its token stands for `owner`. */
async function fresh() {
  const setup = await requested(t, employer);
  return { ...setup, token: (actor: Actor) => (actor === 'anonymous' ? undefined : actor === 'owner' ? setup.seeker.token : tokens[actor]) };
}
const expectations = <T>(map: Record<Actor, T>) => ACTORS.map((actor) => [actor, map[actor]] as const);
const signIn: [number, string] = [401, 'Please sign in to continue'];
const hidden: [number, string] = [404, REQUEST_MESSAGES.notFound];

describe('reading: GET /v1/accommodation-requests/{id}', () => {
  it.each(expectations<[number, string?]>({ anonymous: signIn, owner: [200], otherApplicant: hidden, jobEmployer: [200], otherEmployer: hidden, admin: [200] }))(
    '%s → %j',
    async (actor, [status, message]) => {
      const r = await fresh();
      const res = await readRequest(t, r.token(actor), r.requestId);
      if (status >= 400) expectError(res, status, res.json().error.code, message);
      else expect(res.json().data.request.id).toBe(r.requestId);
    },
  );
});

describe("reading: GET /v1/applications/{id}/accommodation-requests", () => {
  const noApplication: [number, string] = [404, REQUEST_MESSAGES.applicationNotFound];
  it.each(expectations<[number, string?]>({ anonymous: signIn, owner: [200], otherApplicant: noApplication, jobEmployer: [200], otherEmployer: noApplication, admin: [200] }))(
    '%s → %j',
    async (actor, [status, message]) => {
      const r = await fresh();
      const token = r.token(actor);
      const res = await call(t.app, 'GET', `/v1/applications/${r.applicationId}/accommodation-requests`, token ? { token } : {});
      if (status >= 400) expectError(res, status, res.json().error.code, message);
      else expect(res.json().data.requests.map((x: { id: string }) => x.id)).toEqual([r.requestId]);
    },
  );
});

describe('reading: GET /v1/accommodation-requests?applicationId= (a page of applications)', () => {
  it.each(expectations<number>({ anonymous: 401, owner: 1, otherApplicant: 0, jobEmployer: 1, otherEmployer: 0, admin: 1 }))('%s → %j', async (actor, expected) => {
    const r = await fresh();
    const token = r.token(actor);
    const res = await call(t.app, 'GET', `/v1/accommodation-requests?applicationId=${r.applicationId}`, token ? { token } : {});
    if (expected === 401) return void expectError(res, 401, 'UNAUTHORIZED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.requests).toHaveLength(expected);
  });
});

describe('asking: POST /v1/applications/{id}/accommodation-requests', () => {
  const applicantsOnly: [number, string] = [403, REQUEST_MESSAGES.applicantsOnly];
  it.each(
    expectations<[number, string?]>({
      anonymous: signIn,
      owner: [201],
      otherApplicant: [404, REQUEST_MESSAGES.applicationNotFound],
      jobEmployer: applicantsOnly,
      otherEmployer: applicantsOnly,
      admin: applicantsOnly,
    }),
  )('%s → %j, and only the owner adds a request', async (actor, [status, message]) => {
    const r = await fresh();
    const res = await askFor(t, r.token(actor), r.applicationId);
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(status);
    const owners = await call(t.app, 'GET', `/v1/applications/${r.applicationId}/accommodation-requests`, { token: r.seeker.token });
    expect(owners.json().data.requests).toHaveLength(status === 201 ? 2 : 1);
  });
});

describe('answering: PUT /v1/accommodation-requests/{id}', () => {
  const employersOnly: [number, string] = [403, REQUEST_MESSAGES.employersOnly];
  it.each(expectations<[number, string?]>({ anonymous: signIn, owner: employersOnly, otherApplicant: employersOnly, jobEmployer: [200], otherEmployer: hidden, admin: employersOnly }))(
    '%s → %j, and only the job’s employer adds an answer',
    async (actor, [status, message]) => {
      const r = await fresh();
      const res = await answerRequest(t, r.token(actor), r.requestId, AGREE_ALL);
      if (status >= 400) expectError(res, status, res.json().error.code, message);
      else expect(res.json().data.request.state).toBe('answered');
      expect((await eventRows(t, r.requestId)).map((e) => e.kind)).toEqual(status === 200 ? ['request', 'answer'] : ['request']);
    },
  );
});

describe('replying: POST /v1/accommodation-requests/{id}/replies', () => {
  const applicantsOnly: [number, string] = [403, REQUEST_MESSAGES.applicantsOnly];
  it.each(
    expectations<[number, string?]>({ anonymous: signIn, owner: [201], otherApplicant: hidden, jobEmployer: applicantsOnly, otherEmployer: applicantsOnly, admin: applicantsOnly }),
  )('%s → %j, and only the applicant adds a reply', async (actor, [status, message]) => {
    const r = await fresh();
    const res = await replyTo(t, r.token(actor), r.requestId, 'Thank you.');
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(201);
    expect((await eventRows(t, r.requestId)).map((e) => e.kind)).toEqual(status === 201 ? ['request', 'reply'] : ['request']);
  });
});

describe('what waits: GET /v1/accommodation-requests/summary', () => {
  const employersOnly: [number, string] = [403, REQUEST_MESSAGES.employersOnly];
  it.each(expectations<[number, string?]>({ anonymous: signIn, owner: employersOnly, otherApplicant: employersOnly, jobEmployer: [200], otherEmployer: [200], admin: employersOnly }))(
    '%s → %j, counting only the caller’s own jobs',
    async (actor, [status, message]) => {
      const r = await fresh();
      const res = await call(t.app, 'GET', `/v1/accommodation-requests/summary?jobId=${r.job.id}`, r.token(actor) ? { token: r.token(actor)! } : {});
      if (status >= 400) return void expectError(res, status, res.json().error.code, message);
      expect(res.json().data.waiting).toBe(actor === 'jobEmployer' ? 1 : 0);
    },
  );
});

describe('a deleted job', () => {
  it('hides its requests from the applicant and the employer, not from administrators', async () => {
    const r = await fresh();
    expect((await call(t.app, 'DELETE', `/v1/jobs/${r.job.id}`, { token: employer.token })).statusCode).toBe(200);
    for (const actor of ['owner', 'jobEmployer'] as const) expectError(await readRequest(t, r.token(actor), r.requestId), 404, 'NOT_FOUND');
    expect((await readRequest(t, tokens.admin, r.requestId)).statusCode).toBe(200);
    expectError(await answerRequest(t, employer.token, r.requestId, AGREE_ALL), 404, 'NOT_FOUND');
    expectError(await replyTo(t, r.seeker.token, r.requestId, 'Hello?'), 404, 'NOT_FOUND');
  });
});

describe('ids', () => {
  it('refuses a malformed id with a 400 naming it, and an unknown one with a 404', async () => {
    const res = await readRequest(t, tokens.admin, 'not-a-uuid');
    expectError(res, 400, 'VALIDATION_ERROR', 'Invalid accommodation request id');
    expectError(await readRequest(t, tokens.admin, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND', REQUEST_MESSAGES.notFound);
  });
});
