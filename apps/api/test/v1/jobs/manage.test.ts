import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';
import { apply, applicationsOf, jobRow, postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerEmployer(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const setStatus = (id: string, status: unknown, token = owner.token, reason?: string) => call(t.app, 'PUT', `/v1/jobs/${id}/status`, { token, body: { status, reason } });

describe('PUT /v1/jobs/{id}/status', () => {
  it.each(['inactive', 'employer_deactivated', 'active'] as const)('lets the owner set %s with the fixed message', async (status) => {
    const job = await postJob(t, owner.token);
    const res = await setStatus(job.id, status);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Job status updated successfully!', data: { job: { id: job.id, status } } });
    expect((await jobRow(t, job.id)).status).toBe(status);
  });

  it('refuses the owner draft and deleted', async () => {
    const job = await postJob(t, owner.token);
    expectFieldError(await setStatus(job.id, 'draft'), 'status', 'Employers can set a job to Active, Inactive or Deactivated');
    expectFieldError(await setStatus(job.id, 'deleted'), 'status', 'Use delete to remove a job');
    expect((await jobRow(t, job.id)).status).toBe('active');
  });

  it('lets an admin set any status but deleted (with a reason when it takes the job down)', async () => {
    const job = await postJob(t, owner.token);
    for (const status of ['draft', 'inactive', 'employer_deactivated', 'active']) {
      expect((await setStatus(job.id, status, admin.token, 'Under review')).json().data.job.status).toBe(status);
    }
    expectFieldError(await setStatus(job.id, 'deleted', admin.token), 'status', 'Use delete to remove a job');
  });

  it('refuses an unknown status and a missing one', async () => {
    const job = await postJob(t, owner.token);
    expectFieldError(await setStatus(job.id, 'archived'), 'status', 'Unknown job status');
    expectError(await call(t.app, 'PUT', `/v1/jobs/${job.id}/status`, { token: owner.token, body: {} }), 400, 'VALIDATION_ERROR');
  });

  it('writes an audit row with the change', async () => {
    const job = await postJob(t, owner.token, { title: 'Status Audit' });
    await setStatus(job.id, 'employer_deactivated');
    const row = (await auditTrail(t)).find((r) => r.actionType === 'JOB_STATUS_CHANGED' && r.entityId === job.id);
    expect(row).toMatchObject({ userId: owner.user.id, description: 'Changed job "Status Audit" from Active to Deactivated' });
  });

  it('lets the owner reopen an inactive job, which then is public again', async () => {
    const job = await postJob(t, owner.token);
    await setStatus(job.id, 'inactive');
    expectError(await call(t.app, 'GET', `/v1/jobs/${job.id}`), 404, 'NOT_FOUND');
    await setStatus(job.id, 'active');
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /v1/jobs/{id}', () => {
  it('marks the job deleted, keeps its applications, hides it everywhere and audits it', async () => {
    const job = await postJob(t, owner.token, { title: 'To Delete' });
    await apply(t, (await registerApplicant(t)).token, job.id);

    const res = await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Job deleted successfully!' });
    expect((await jobRow(t, job.id)).status).toBe('deleted');
    expect(await applicationsOf(t, job.id)).toHaveLength(1);
    for (const token of [undefined, owner.token, admin.token]) {
      expectError(await call(t.app, 'GET', `/v1/jobs/${job.id}`, token ? { token } : {}), 404, 'NOT_FOUND', 'Job not found');
    }
    const myJobs = (await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?limit=100', { token: owner.token })).json().data.jobs as Array<{ id: string }>;
    expect(myJobs.map((j) => j.id)).not.toContain(job.id);
    const row = (await auditTrail(t)).find((r) => r.actionType === 'JOB_DELETED' && r.entityId === job.id);
    expect(row).toMatchObject({ userId: owner.user.id, description: 'Deleted job "To Delete"' });
  });

  it('lets an admin delete any job', async () => {
    const job = await postJob(t, owner.token);
    expect((await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: admin.token })).statusCode).toBe(200);
    expect((await jobRow(t, job.id)).status).toBe('deleted');
  });

  it('answers 404 when deleting twice or an unknown job, 400 for a malformed id', async () => {
    const job = await postJob(t, owner.token);
    await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: owner.token });
    expectError(await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: owner.token }), 404, 'NOT_FOUND', 'Job not found');
    expectFieldError(await call(t.app, 'DELETE', '/v1/jobs/xyz', { token: owner.token }), 'id', 'Invalid job id');
  });
});

describe('GET /v1/jobs/employer/my-jobs', () => {
  it("lists only the employer's own jobs of every status but deleted, newest first, with application counts", async () => {
    const employer = await registerEmployer(t);
    const other = await registerEmployer(t);
    const jobs = [];
    for (const [i, status] of (['active', 'inactive', 'employer_deactivated', 'draft', 'deleted'] as const).entries()) {
      const job = await postJob(t, employer.token, { title: `Mine ${status}` });
      await updateJobRow(t, job.id, { status, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
      jobs.push(job);
    }
    await postJob(t, other.token, { title: 'Not mine' });
    await apply(t, (await registerApplicant(t)).token, jobs[0]!.id);

    const res = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs', { token: employer.token });
    expect(res.statusCode).toBe(200);
    const data = JobListResponse.parse(res.json()).data;
    expect(data.jobs.map((j) => j.title)).toEqual(['Mine draft', 'Mine employer_deactivated', 'Mine inactive', 'Mine active']);
    expect(data.jobs.at(-1)).toMatchObject({ application_count: 1, applications_count: 1 });
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
  });

  it('pages with page and limit', async () => {
    const employer = await registerEmployer(t);
    for (let i = 0; i < 3; i++) await postJob(t, employer.token);
    const res = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?page=2&limit=2', { token: employer.token });
    expect(res.json().data.jobs).toHaveLength(1);
    expect(res.json().data.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expectFieldError(await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?limit=101', { token: employer.token }), 'limit', 'limit must be at most 100');
  });
});
