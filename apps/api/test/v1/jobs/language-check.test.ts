import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { LanguageCheckResponse, SavedJobResponse, type LanguageCheckField } from '@jobboard/contracts/language-check';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { postJob, registerApplicant, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

/** As the employer unless another token is given; null: signed out. */
const check = (body: unknown, token: string | null = employer.token) => call(t.app, 'POST', '/v1/jobs/language-check', { body, ...(token ? { token } : {}) });

async function findingsOf(body: Record<string, string>) {
  const res = await check(body);
  expect(res.statusCode, res.body).toBe(200);
  return LanguageCheckResponse.parse(res.json()).data.findings;
}

const NEUTRAL = {
  title: 'Customer Support Agent',
  description: 'Answer customer questions by phone, chat and email, keep records up to date and work with a friendly team.',
  requirements: 'Clear written English. Experience with a ticketing system is welcome but not needed.',
  responsibilities: 'Reply to customers within a day. Write help articles.',
  benefits: 'Flexible hours\nMental health support\nTraining budget',
  accommodations: 'Screen reader licences, captioned meetings and flexible breaks. Disabled people and people with ADHD are welcome.',
};

describe('POST /v1/jobs/language-check', () => {
  // Each phrase is found in its field, at its place, with something to write instead.
  const cases: Array<[LanguageCheckField, string, string]> = [
    ['title', 'Able-bodied Warehouse Worker', 'Able-bodied'],
    ['description', 'We want able bodied people for our team of movers.', 'able bodied'],
    ['description', 'You must be physically fit for this role.', 'physically fit'],
    ['requirements', 'Applicants must be in good health.', 'in good health'],
    ['requirements', 'No disabilities. Forklift experience.', 'No disabilities'],
    ['requirements', 'Must be able to stand for long periods. Two years in retail.', 'Must be able to stand for long periods'],
    ['responsibilities', 'Sort parcels. You need to be able to lift 25 kg boxes all day.', 'need to be able to lift 25 kg boxes all day'],
    ['requirements', "A valid driver's license is required.", "valid driver's license"],
    ['description', 'Staff who are wheelchair-bound can use the lift.', 'wheelchair-bound'],
    ['description', 'One of our staff suffers from epilepsy.', 'suffers from epilepsy'],
    ['requirements', 'Perfect vision needed for quality checks.', 'Perfect vision'],
    ['benefits', 'A quiet room if you are confined to a wheelchair.', 'confined to a wheelchair'],
    ['accommodations', 'We support handicapped employees.', 'handicapped'],
    ['description', 'Our lead will train you and he will answer questions.', 'he'],
  ];
  it.each(cases)('finds in %s: %s', async (field, text, phrase) => {
    const findings = await findingsOf({ [field]: text });
    const start = text.indexOf(phrase);
    const finding = findings.find((f) => f.start === start);
    expect(finding, JSON.stringify(findings)).toMatchObject({ field, text: phrase, start, end: start + phrase.length });
    expect(finding!.message.length).toBeGreaterThan(10);
    expect(finding!.suggestions.length).toBeGreaterThanOrEqual(1);
  });

  it('suggests "non-disabled" for "able-bodied", in plain words (no backticks, no source addresses)', async () => {
    const [finding] = await findingsOf({ description: 'We are hiring able-bodied staff.' });
    expect(finding!.suggestions).toContain('non-disabled');
    expect(finding!.message).not.toMatch(/`|https?:|source/i);
  });

  it('finds nothing in neutral text, in any field', async () => {
    expect(await findingsOf(NEUTRAL)).toEqual([]);
    expect(await findingsOf({})).toEqual([]);
    expect(await findingsOf({ requirements: 'Welcome: people with and without disabilities.' })).toEqual([]);
  });

  it('reports each field apart, in the form order, with offsets into that field (lines and emoji count as JavaScript counts them)', async () => {
    const description = '🙂 Hello!\nWe want able-bodied staff.';
    const findings = await findingsOf({ requirements: 'Physically fit.', description });
    expect(findings.map((f) => f.field)).toEqual(['description', 'requirements']);
    expect(description.slice(findings[0]!.start, findings[0]!.end)).toBe('able-bodied');
  });

  it('gives one finding for a phrase that holds another ("deaf and dumb", not also "dumb")', async () => {
    const findings = await findingsOf({ description: 'No deaf and dumb jokes here.' });
    expect(findings.map((f) => f.text)).toEqual(['deaf and dumb']);
  });

  it('checks for an administrator too', async () => {
    const admin = await createAdmin(t);
    expect((await check({ title: 'Able-bodied Porter' }, admin.token)).statusCode).toBe(200);
  });

  it('asks a visitor to sign in and refuses a job seeker', async () => {
    expectError(await check({ title: 'Porter' }, null), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    const seeker = await registerApplicant(t);
    expectError(await check({ title: 'Porter' }, seeker.token), 403, 'FORBIDDEN', 'Only employers and administrators can check the wording of a job');
  });

  it('says what is wrong with a bad body', async () => {
    expectFieldError(await check({ title: 'Porter', salary: 3 }), 'salary', 'Unknown field: salary');
    expectFieldError(await check({ description: 'x'.repeat(2001) }), 'description', 'Job description must be at most 2000 characters');
    expectFieldError(await check({ title: 42 }), 'title', 'Job title must be text');
    expectError(await check([]), 400, 'VALIDATION_ERROR');
  });

  it('is in the OpenAPI document, with its body and security', async () => {
    const doc = (await call(t.app, 'GET', '/v1/docs/json')).json();
    const operation = doc.paths['/v1/jobs/language-check'].post;
    // The body is described once, under components, by its contract's name.
    const ref: string = operation.requestBody.content['application/json'].schema.$ref;
    const body = doc.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(Object.keys(body.properties)).toEqual(['title', 'description', 'requirements', 'responsibilities', 'benefits', 'accommodations']);
    expect(operation.security).toEqual([{ bearer: [] }]);
  });
});

describe('the same check when a job is saved', () => {
  it('posts the job and returns its findings beside it: advice, never a refusal', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: validJob({ description: 'We want able-bodied people who must be able to stand for long periods in the shop.' }) });
    expect(res.statusCode, res.body).toBe(201);
    const { job, findings } = SavedJobResponse.parse(res.json()).data;
    expect(findings.map((f) => [f.field, f.text])).toEqual([
      ['description', 'able-bodied'],
      ['description', 'must be able to stand for long periods in the shop'],
    ]);
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`)).json().data.job.description).toContain('able-bodied');
  });

  it('gives the findings of the saved text on an edit (offsets in the trimmed text), and none once fixed', async () => {
    const job = await postJob(t, employer.token);
    const put = (body: Record<string, unknown>) => call(t.app, 'PUT', `/v1/jobs/${job.id}`, { token: employer.token, body: validJob(body) });
    const edited = await put({ requirements: '   Physically fit.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(SavedJobResponse.parse(edited.json()).data.findings).toMatchObject([{ field: 'requirements', text: 'Physically fit', start: 0, end: 14 }]);
    const fixed = await put({ requirements: 'Can carry a laptop between rooms; help is available.' });
    expect(fixed.json().data.findings).toEqual([]);
  });

  it("counts each job's findings on the employer's own list only", async () => {
    const owner = await registerEmployer(t);
    const flagged = await postJob(t, owner.token, { title: 'Able-bodied Porter', requirements: 'Physically fit. In good health.' });
    const clean = await postJob(t, owner.token, NEUTRAL);
    const res = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs', { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = JobListResponse.parse(res.json()).data.jobs;
    expect(jobs.find((j) => j.id === flagged.id)?.language_findings).toBe(3);
    expect(jobs.find((j) => j.id === clean.id)?.language_findings).toBe(0);
    // Asked again (the count is remembered), the answer is the same.
    const again = (await call(t.app, 'GET', '/v1/jobs/employer/my-jobs', { token: owner.token })).json().data.jobs;
    expect(again.find((j: { id: string }) => j.id === flagged.id).language_findings).toBe(3);

    const publicList = (await call(t.app, 'GET', '/v1/jobs?search=Porter')).json().data.jobs;
    expect(publicList.length).toBeGreaterThan(0);
    for (const job of publicList) expect(job).not.toHaveProperty('language_findings');
    expect((await call(t.app, 'GET', `/v1/jobs/${flagged.id}`, { token: owner.token })).json().data.job).not.toHaveProperty('language_findings');
  });
});
