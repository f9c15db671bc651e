import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponse } from '@jobboard/contracts/jobs';
import { SavedJobResponse } from '@jobboard/contracts/language-check';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { jobRow, postJob, registerApplicant, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

// Job drafts kept on the server: incomplete is fine, public never; publishing checks everything.
let t: TestApp;
let employer: Account;
let other: Account;
let seeker: Account;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Inclusive Jobs</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example.org/' });
  employer = await registerEmployer(t);
  other = await registerEmployer(t);
  seeker = await registerApplicant(t);
});
afterAll(() => t.close());

const saveDraft = (body: unknown, token = employer.token) => call(t.app, 'POST', '/v1/jobs/drafts', { token, body });
const draftId = async (body: Record<string, unknown> = {}) => {
  const res = await saveDraft({ title: 'Braille Proofreader', jobType: 'part-time', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return JobResponse.parse(res.json()).data.job.id;
};

describe('POST /v1/jobs/drafts', () => {
  it('saves an incomplete job as a draft: status draft, blank description and location kept blank', async () => {
    const res = await saveDraft({ title: '  Braille Proofreader ', jobType: 'part-time', description: 'Half written', requirements: 'Reads braille' });
    expect(res.statusCode, res.body).toBe(201);
    const { job } = JobResponse.parse(res.json()).data;
    expect(job).toMatchObject({ title: 'Braille Proofreader', status: 'draft', description: 'Half written', location: '', requirements: 'Reads braille', employer_id: employer.user.id });
    expect((await jobRow(t, job.id))?.status).toBe('draft');
  });

  it('needs a title and a job type, and refuses what a post refuses (reversed pay, unknown fields); nothing is stored', async () => {
    expectFieldError(await saveDraft({ jobType: 'contract' }), 'title', 'Give the draft a job title of at least 3 characters');
    expectFieldError(await saveDraft({ title: '  ', jobType: 'contract' }), 'title', 'Give the draft a job title of at least 3 characters');
    expectFieldError(await saveDraft({ title: 'Tester' }), 'jobType', 'Choose a job type to save a draft');
    expectFieldError(await saveDraft({ title: 'Tester', jobType: 'contract', salaryMin: 9000, salaryMax: 10 }), 'salaryMin', 'Minimum salary cannot be greater than maximum salary');
    expect((await saveDraft({ title: 'Tester', jobType: 'contract', status: 'active' })).statusCode).toBe(400);
    const mine = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?limit=100', { token: employer.token });
    expect(mine.json().data.jobs.map((j: { title: string }) => j.title)).not.toContain('Tester');
  });

  it('is for employers only', async () => {
    expectError(await saveDraft({ title: 'Tester', jobType: 'contract' }, seeker.token), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'POST', '/v1/jobs/drafts', { body: { title: 'Tester', jobType: 'contract' } }), 401, 'UNAUTHORIZED');
  });
});

describe('a draft is never public', () => {
  it('is listed under My Jobs for its employer, and nowhere else: not to visitors, seekers or other employers, not in search, feed or sitemap', async () => {
    const id = await draftId({ title: 'Secret Cartographer', location: 'Leeds' });
    const mine = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?limit=100', { token: employer.token });
    expect(mine.json().data.jobs).toContainEqual(expect.objectContaining({ id, status: 'draft' }));
    expect((await call(t.app, 'GET', `/v1/jobs/${id}`, { token: employer.token })).statusCode).toBe(200);

    for (const token of [undefined, seeker.token, other.token]) {
      expectError(await call(t.app, 'GET', `/v1/jobs/${id}`, { token }), 404, 'NOT_FOUND');
      const list = await call(t.app, 'GET', '/v1/jobs?search=Cartographer', { token });
      expect(list.json().data.jobs.map((j: { id: string }) => j.id)).not.toContain(id);
    }
    expect((await call(t.app, 'GET', '/v1/jobs?limit=100')).body).not.toContain(id);
    expect((await call(t.app, 'GET', '/feeds/jobs.xml')).body).not.toContain(id);
    expect((await call(t.app, 'GET', '/sitemap.xml')).body).not.toContain(id);
    expect((await call(t.app, 'GET', `/jobs/${id}`)).body).not.toContain('Secret Cartographer');
    expectError(await call(t.app, 'POST', `/v1/jobs/${id}/save`, { token: seeker.token }), 404, 'NOT_FOUND');
    expect((await call(t.app, 'POST', '/v1/applications', { token: seeker.token, body: { job_id: id } })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("cannot be changed or published by another employer (404: they cannot see it), nor through the status control", async () => {
    const id = await draftId();
    expectError(await call(t.app, 'PUT', `/v1/jobs/drafts/${id}`, { token: other.token, body: { title: 'Taken over', jobType: 'contract' } }), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'POST', `/v1/jobs/${id}/publish`, { token: other.token, body: validJob() }), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'PUT', `/v1/jobs/${id}/status`, { token: employer.token, body: { status: 'active' } }), 409, 'CONFLICT');
    const admin = await createAdmin(t);
    expectError(await call(t.app, 'PUT', `/v1/jobs/${id}/status`, { token: admin.token, body: { status: 'active' } }), 409, 'CONFLICT');
    expect((await jobRow(t, id))?.status).toBe('draft');
  });
});

describe('PUT /v1/jobs/drafts/{id}', () => {
  it('saves changes to the draft, still a draft', async () => {
    const id = await draftId();
    const res = await call(t.app, 'PUT', `/v1/jobs/drafts/${id}`, { token: employer.token, body: { title: 'Braille Proofreader (Senior)', jobType: 'contract', location: 'York' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(JobResponse.parse(res.json()).data.job).toMatchObject({ id, title: 'Braille Proofreader (Senior)', job_type: 'contract', location: 'York', status: 'draft' });
  });

  it('refuses a published job (409): its changes go through Update Job, with the full check', async () => {
    const job = await postJob(t, employer.token);
    expectError(await call(t.app, 'PUT', `/v1/jobs/drafts/${job.id}`, { token: employer.token, body: { title: 'Back to draft', jobType: 'contract' } }), 409, 'CONFLICT');
    expect((await jobRow(t, job.id))?.status).toBe('active');
  });
});

describe('POST /v1/jobs/{id}/publish', () => {
  it("runs the post's full check: an incomplete draft stays a draft", async () => {
    const id = await draftId();
    const res = await call(t.app, 'POST', `/v1/jobs/${id}/publish`, { token: employer.token, body: validJob({ description: 'Too short' }) });
    expectFieldError(res, 'description', 'Job description must be at least 50 characters');
    expect((await jobRow(t, id))?.status).toBe('draft');
  });

  it('publishes a complete draft: active, public, dated now, with wording advice; a second publish is a 409', async () => {
    const id = await draftId();
    const res = await call(t.app, 'POST', `/v1/jobs/${id}/publish`, {
      token: employer.token,
      body: validJob({ title: 'Braille Proofreader', description: 'We want able-bodied people who must be able to stand for long periods in the shop.' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = SavedJobResponse.parse(res.json());
    expect(body.message).toBe('Job posted successfully!');
    expect(body.data.job).toMatchObject({ id, status: 'active', title: 'Braille Proofreader' });
    expect(body.data.findings.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `/v1/jobs/${id}`)).statusCode).toBe(200);
    expectError(await call(t.app, 'POST', `/v1/jobs/${id}/publish`, { token: employer.token, body: validJob() }), 409, 'CONFLICT');
  });
});
