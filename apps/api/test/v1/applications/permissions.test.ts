import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { apply, applicationsOf, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';

// docs/architecture.md#security: each application endpoint as anonymous, the applicant who owns the application,
// another applicant, the employer of the job and an admin. Every expectation is exact.

type Actor = 'anonymous' | 'owner' | 'otherApplicant' | 'jobEmployer' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'owner', 'otherApplicant', 'jobEmployer', 'admin'];

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = (await registerApplicant(t)).token;
  tokens.otherApplicant = (await registerApplicant(t)).token;
  tokens.jobEmployer = (await registerEmployer(t)).token;
  tokens.admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const as = (actor: Actor) => (actor === 'anonymous' ? {} : { token: tokens[actor]! });
const expectations = <T>(map: Record<Actor, T>) => ACTORS.map((actor) => [actor, map[actor]] as const);

describe('POST /v1/applications (a fresh job each time)', () => {
  const only = 'Only applicants can apply for jobs';
  it.each(
    expectations<[number, string?]>({
      anonymous: [401, 'Please sign in to continue'],
      owner: [201],
      otherApplicant: [201],
      jobEmployer: [403, only],
      admin: [403, only],
    }),
  )('%s → %j', async (actor, [status, message]) => {
    const job = await postJob(t, tokens.jobEmployer!);
    const res = await call(t.app, 'POST', '/v1/applications', { ...as(actor), body: { job_id: job.id } });
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(status);
    expect(await applicationsOf(t, job.id)).toHaveLength(status === 201 ? 1 : 0);
  });
});

describe("PUT /v1/applications/{id}/withdraw (the owner's application)", () => {
  const nothing = 'No application found to withdraw';
  it.each(
    expectations<[number, string?]>({
      anonymous: [401, 'Please sign in to continue'],
      owner: [200],
      otherApplicant: [404, nothing],
      jobEmployer: [404, nothing],
      admin: [404, nothing],
    }),
  )('%s → %j', async (actor, [status, message]) => {
    const job = await postJob(t, tokens.jobEmployer!);
    const id = (await apply(t, tokens.owner!, job.id)).json().data.application.id;
    const res = await call(t.app, 'PUT', `/v1/applications/${id}/withdraw`, as(actor));
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(status);
    expect((await applicationsOf(t, job.id))[0]!.status).toBe(status === 200 ? 'applicant_withdrew' : 'applied');
  });
});

describe('GET /v1/applications/my-applications', () => {
  const only = 'Only applicants can view their applications';
  it.each(
    expectations<[number, string?]>({
      anonymous: [401, 'Please sign in to continue'],
      owner: [200],
      otherApplicant: [200],
      jobEmployer: [403, only],
      admin: [403, only],
    }),
  )('%s → %j', async (actor, [status, message]) => {
    const res = await call(t.app, 'GET', '/v1/applications/my-applications', as(actor));
    if (status >= 400) expectError(res, status, res.json().error.code, message);
    else expect(res.statusCode).toBe(status);
  });

  it("never shows one seeker another's applications", async () => {
    const job = await postJob(t, tokens.jobEmployer!);
    await apply(t, tokens.owner!, job.id);
    const other = (await call(t.app, 'GET', '/v1/applications/my-applications?limit=100', as('otherApplicant'))).json();
    expect(other.data.map((a: { job: { id: string } }) => a.job.id)).not.toContain(job.id);
  });
});
