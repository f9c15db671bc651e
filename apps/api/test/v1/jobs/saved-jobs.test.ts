import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

const save = (id: string, token: string) => call(t.app, 'POST', `/v1/jobs/${id}/save`, { token });
const unsave = (id: string, token: string) => call(t.app, 'DELETE', `/v1/jobs/${id}/save`, { token });
async function savedList(token: string, query = '') {
  const res = await call(t.app, 'GET', `/v1/users/saved-jobs${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json()).data;
}

describe('saving jobs', () => {
  it('saves and unsaves idempotently with the fixed messages', async () => {
    const seeker = await registerApplicant(t);
    const job = await postJob(t, employer.token);

    for (let i = 0; i < 2; i++) expect((await save(job.id, seeker.token)).json()).toEqual({ success: true, message: 'Job saved' });
    expect((await savedList(seeker.token)).pagination.total).toBe(1);
    for (let i = 0; i < 2; i++) expect((await unsave(job.id, seeker.token)).json()).toEqual({ success: true, message: 'Job removed from saved jobs' });
    expect((await savedList(seeker.token)).jobs).toEqual([]);
  });

  it('cannot save a job the seeker cannot see', async () => {
    const seeker = await registerApplicant(t);
    const job = await postJob(t, employer.token);
    await updateJobRow(t, job.id, { status: 'inactive' });
    expectError(await save(job.id, seeker.token), 404, 'NOT_FOUND', 'Job not found');
    expectError(await save('4c9a1f55-98a2-4d4c-b2c9-6f2f3b1c2d3e', seeker.token), 404, 'NOT_FOUND', 'Job not found');
    expectFieldError(await save('bad-id', seeker.token), 'id', 'Invalid job id');
  });

  it('lists saved jobs most recently saved first, marked saved and with the seeker’s application', async () => {
    const seeker = await registerApplicant(t);
    const first = await postJob(t, employer.token, { title: 'Saved first' });
    const second = await postJob(t, employer.token, { title: 'Saved second' });
    await save(first.id, seeker.token);
    await save(second.id, seeker.token);
    const application = (await apply(t, seeker.token, first.id)).json().data.application;

    const data = await savedList(seeker.token);
    expect(data.jobs.map((j) => j.title)).toEqual(['Saved second', 'Saved first']);
    expect(data.jobs.every((j) => j.is_saved === true)).toBe(true);
    expect(data.jobs[1]!.my_application).toEqual({ id: application.id, status: 'applied' });
    expect(data.jobs[0]!.my_application).toBeNull();
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    expect((await savedList(seeker.token, '?page=2&limit=1')).jobs.map((j) => j.title)).toEqual(['Saved first']);
  });

  it('leaves out saved jobs that became invisible, and keeps ones the seeker applied to', async () => {
    const seeker = await registerApplicant(t);
    const closed = await postJob(t, employer.token, { title: 'Closed later' });
    const appliedClosed = await postJob(t, employer.token, { title: 'Applied then closed' });
    const deleted = await postJob(t, employer.token, { title: 'Deleted later' });
    const expired = await postJob(t, employer.token, { title: 'Expired later' });
    for (const job of [closed, appliedClosed, deleted, expired]) await save(job.id, seeker.token);
    await apply(t, seeker.token, appliedClosed.id);
    await updateJobRow(t, closed.id, { status: 'inactive' });
    await updateJobRow(t, appliedClosed.id, { status: 'inactive' });
    await updateJobRow(t, deleted.id, { status: 'deleted' });
    await updateJobRow(t, expired.id, { expiresAt: new Date(Date.now() - 1000) });

    const data = await savedList(seeker.token);
    expect(data.jobs.map((j) => j.title)).toEqual(['Applied then closed']);
    expect(data.pagination.total).toBe(1);
  });

  it("keeps each seeker's saved jobs apart", async () => {
    const a = await registerApplicant(t);
    const b = await registerApplicant(t);
    const job = await postJob(t, employer.token);
    await save(job.id, a.token);
    expect((await savedList(b.token)).jobs).toEqual([]);
    const list = (await call(t.app, 'GET', `/v1/jobs?search=${encodeURIComponent('accessibility engineer')}&limit=100`, { token: b.token })).json().data.jobs as Array<{ id: string; is_saved: boolean }>;
    expect(list.find((j) => j.id === job.id)?.is_saved).toBe(false);
  });
});
