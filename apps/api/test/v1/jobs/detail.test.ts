import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponse, SimilarJobsResponse } from '@jobboard/contracts/jobs';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, jobRow, postJob, registerApplicant, registerEmployer, updateJobRow, viewRows, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let owner: Account;
/** The server's clock, which a test moves to the next day. */
let dayShift = 0;
beforeAll(async () => {
  t = await createTestApp({}, { build: { clock: () => new Date(Date.now() + dayShift * 86_400_000) } });
  owner = await registerEmployer(t);
});
afterAll(() => t.close());

const get = (id: string, options: Parameters<typeof call>[3] = {}) => call(t.app, 'GET', `/v1/jobs/${id}`, options);

describe('GET /v1/jobs/{id}', () => {
  it('answers the job under data.job', async () => {
    const job = await postJob(t, owner.token, { title: 'Visible Role' });
    const res = await get(job.id);
    expect(res.statusCode).toBe(200);
    expect(JobResponse.parse(res.json()).data.job).toMatchObject({ id: job.id, title: 'Visible Role', status: 'active' });
  });

  it('answers 400 for a malformed id and 404 "Job not found" for an unknown one', async () => {
    expectFieldError(await get('123'), 'id', 'Invalid job id');
    expectFieldError(await get("1' or '1'='1"), 'id', 'Invalid job id');
    expectError(await get('7a9e4a0e-3c59-4f3a-9d1b-2f0f6c1d9e11'), 404, 'NOT_FOUND', 'Job not found');
  });

  it.each(['inactive', 'employer_deactivated', 'draft'] as const)('shows a %s job to its owner and admins only', async (status) => {
    const job = await postJob(t, owner.token);
    await updateJobRow(t, job.id, { status });
    const admin = await createAdmin(t);

    expect((await get(job.id, { token: owner.token })).json().data.job.status).toBe(status);
    expect((await get(job.id, { token: admin.token })).statusCode).toBe(200);
    for (const options of [{}, { token: (await registerApplicant(t)).token }, { token: (await registerEmployer(t)).token }]) {
      expectError(await get(job.id, options), 404, 'NOT_FOUND', 'Job not found');
    }
  });

  it('hides an expired job from the public, as the list does', async () => {
    const job = await postJob(t, owner.token);
    await updateJobRow(t, job.id, { expiresAt: new Date(Date.now() - 60_000) });
    expectError(await get(job.id), 404, 'NOT_FOUND', 'Job not found');
    expect((await get(job.id, { token: owner.token })).statusCode).toBe(200);
  });

  it('still shows a closed job to an applicant who applied (View Job from My Applications), with their application', async () => {
    const job = await postJob(t, owner.token);
    const seeker = await registerApplicant(t);
    const application = (await apply(t, seeker.token, job.id)).json().data.application;
    await updateJobRow(t, job.id, { status: 'inactive' });

    const res = await get(job.id, { token: seeker.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.job).toMatchObject({ status: 'inactive', my_application: { id: application.id, status: 'applied' }, is_saved: false });
    expectError(await get(job.id, { token: (await registerApplicant(t)).token }), 404, 'NOT_FOUND', 'Job not found');
  });

  it('hides a deleted job even from an applicant who applied', async () => {
    const job = await postJob(t, owner.token);
    const seeker = await registerApplicant(t);
    await apply(t, seeker.token, job.id);
    await updateJobRow(t, job.id, { status: 'deleted' });
    expectError(await get(job.id, { token: seeker.token }), 404, 'NOT_FOUND', 'Job not found');
  });
});

describe('views', () => {
  it('counts a visitor once a day, however often they reload', async () => {
    const job = await postJob(t, owner.token);
    const visitor = { ip: '203.0.113.7', headers: { 'user-agent': 'Browser A' } };

    expect((await get(job.id, visitor)).json().data.job.views_count).toBe(1);
    expect((await get(job.id, visitor)).json().data.job.views_count).toBe(1);
    expect((await jobRow(t, job.id)).viewsCount).toBe(1);
    // The same address with another browser, and another address, are other visitors.
    expect((await get(job.id, { ...visitor, headers: { 'user-agent': 'Browser B' } })).json().data.job.views_count).toBe(2);
    expect((await get(job.id, { ip: '203.0.113.8', headers: { 'user-agent': 'Browser A' } })).json().data.job.views_count).toBe(3);
  });

  it('writes views in batches on the server, counting the waiting ones in what it shows, and the table still refuses a repeat', async () => {
    const job = await postJob(t, owner.token);
    const known = { ip: '203.0.113.21', headers: { 'user-agent': 'Browser A' } };
    // Counted and written at once by this instance.
    await get(job.id, known);
    // Another instance over the same database, writing views once a minute (or as it stops).
    const batched = await createTestApp({}, { database: t.database, build: { viewBatchMs: 60_000 } });
    const view = (options: Parameters<typeof call>[3]) => call(batched.app, 'GET', `/v1/jobs/${job.id}`, options).then((r) => r.json().data.job.views_count);
    try {
      expect(await view({ ip: '203.0.113.22', headers: { 'user-agent': 'Browser A' } })).toBe(2);
      expect(await view({ ip: '203.0.113.23', headers: { 'user-agent': 'Browser A' } })).toBe(3);
      expect(await view({ ip: '203.0.113.23', headers: { 'user-agent': 'Browser A' } })).toBe(3);
      // This instance has not counted the first visitor today; the database has.
      expect(await view(known)).toBe(4);
      expect((await jobRow(t, job.id)).viewsCount).toBe(1);
      expect(await viewRows(t, job.id)).toHaveLength(1);
    } finally {
      await batched.close();
    }
    expect((await jobRow(t, job.id)).viewsCount).toBe(3);
    expect(await viewRows(t, job.id)).toHaveLength(3);
  });

  it('counts a signed-in user by account, wherever they are', async () => {
    const job = await postJob(t, owner.token);
    const seeker = await registerApplicant(t);
    await get(job.id, { token: seeker.token, ip: '198.51.100.1' });
    await get(job.id, { token: seeker.token, ip: '198.51.100.2' });
    expect((await jobRow(t, job.id)).viewsCount).toBe(1);
    const [row] = await viewRows(t, job.id);
    expect(row!.viewerKey).toBe(`user:${seeker.user.id}`);
  });

  it("does not count the owner's or an admin's views", async () => {
    const job = await postJob(t, owner.token);
    const admin = await createAdmin(t);
    for (let i = 0; i < 3; i++) {
      await get(job.id, { token: owner.token });
      await get(job.id, { token: admin.token });
    }
    expect((await jobRow(t, job.id)).viewsCount).toBe(0);
    expect(await viewRows(t, job.id)).toEqual([]);
  });

  it('counts a returning visitor again on a later day', async () => {
    const job = await postJob(t, owner.token);
    const seeker = await registerApplicant(t);
    await get(job.id, { token: seeker.token });
    const { eq } = await import('drizzle-orm');
    const { jobViews } = await import('../../../src/db/schema.ts');
    // A day passes for the database (the view is dated earlier) and for the server.
    await t.database.db.update(jobViews).set({ day: '2020-01-01' }).where(eq(jobViews.jobId, job.id));
    expect((await get(job.id, { token: seeker.token })).json().data.job.views_count).toBe(1);
    dayShift = 1;
    try {
      expect((await get(job.id, { token: seeker.token })).json().data.job.views_count).toBe(2);
    } finally {
      dayShift = 0;
    }
  });

  it('stores visitors only as a hash of address and browser', async () => {
    const job = await postJob(t, owner.token);
    await get(job.id, { ip: '192.0.2.55', headers: { 'user-agent': 'Secret Agent' } });
    const [row] = await viewRows(t, job.id);
    expect(row!.viewerKey).toMatch(/^visitor:[0-9a-f]{64}$/);
    expect(row!.viewerKey).not.toContain('192.0.2.55');
  });

  it('does not count a view of a job the caller cannot see', async () => {
    const job = await postJob(t, owner.token);
    await updateJobRow(t, job.id, { status: 'inactive' });
    await get(job.id);
    expect((await jobRow(t, job.id)).viewsCount).toBe(0);
  });
});

describe('GET /v1/jobs/{id}/similar', () => {
  it('answers up to three other public jobs sharing category, job type or a disability type, newest first', async () => {
    const other = await registerEmployer(t);
    const base = await postJob(t, owner.token, { category: 'Legal', jobType: 'internship', disabilityTypes: ['hearing'] });
    const sameCategory = await postJob(t, other.token, { title: 'Same category', category: 'Legal', jobType: 'full-time', disabilityTypes: [] });
    const sameType = await postJob(t, other.token, { title: 'Same type', category: 'Sales', jobType: 'internship', disabilityTypes: [] });
    const sameDisability = await postJob(t, other.token, { title: 'Same disability', category: 'Sales', jobType: 'contract', disabilityTypes: ['hearing', 'visual'] });
    const unrelated = await postJob(t, other.token, { title: 'Unrelated', category: 'Sales', jobType: 'contract', disabilityTypes: ['visual'] });
    const closed = await postJob(t, other.token, { title: 'Closed', category: 'Legal', jobType: 'internship' });
    await updateJobRow(t, closed.id, { status: 'inactive' });
    for (const [i, job] of [sameCategory, sameType, sameDisability, unrelated, closed].entries()) {
      await updateJobRow(t, job.id, { createdAt: new Date(Date.UTC(2031, 0, 1, 0, i)) });
    }

    const res = await call(t.app, 'GET', `/v1/jobs/${base.id}/similar`);
    expect(res.statusCode).toBe(200);
    const jobs = SimilarJobsResponse.parse(res.json()).data.jobs;
    expect(jobs.map((j) => j.title)).toEqual(['Same disability', 'Same type', 'Same category']);
  });

  it('answers at most three and never the job itself', async () => {
    const base = await postJob(t, owner.token, { category: 'Writing' });
    for (let i = 0; i < 5; i++) await postJob(t, owner.token, { category: 'Writing' });
    const jobs = (await call(t.app, 'GET', `/v1/jobs/${base.id}/similar`)).json().data.jobs as Array<{ id: string }>;
    expect(jobs).toHaveLength(3);
    expect(jobs.map((j) => j.id)).not.toContain(base.id);
  });

  it('answers 404 for a job the caller cannot see and 400 for a malformed id', async () => {
    const job = await postJob(t, owner.token);
    await updateJobRow(t, job.id, { status: 'inactive' });
    expectError(await call(t.app, 'GET', `/v1/jobs/${job.id}/similar`), 404, 'NOT_FOUND', 'Job not found');
    expectFieldError(await call(t.app, 'GET', '/v1/jobs/nope/similar'), 'id', 'Invalid job id');
  });
});
