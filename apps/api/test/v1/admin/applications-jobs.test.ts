import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApplicationsResponse } from '@jobboard/contracts/admin-applications';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { applicationHistory } from '../../../src/db/schema.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, deleteAllJobs, historyOf, jobRow, postJob, registerApplicant, registerEmployer, setApplicationStatus } from '../../helpers/jobs.ts';
import { inbox } from '../../helpers/review.ts';
import { auditTrail } from '../../helpers/stored.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let employer: Awaited<ReturnType<typeof registerEmployer>>;
let seekers: Array<Awaited<ReturnType<typeof registerApplicant>>>;
let jobIds: string[];
let applicationIds: string[];

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '1000' });
  admin = await createAdmin(t);
  await deleteAllJobs(t);
  employer = await registerEmployer(t, { firstName: 'Erin', lastName: 'Employer', companyName: undefined });
  seekers = [await registerApplicant(t, { firstName: 'Ada', lastName: 'Seeker' }), await registerApplicant(t, { firstName: 'Bo', lastName: 'Finder' })];
  const first = await postJob(t, employer.token, { title: 'Braille Proofreader', jobType: 'part-time' });
  const second = await postJob(t, employer.token, { title: 'Support Analyst', jobType: 'full-time' });
  jobIds = [first.id, second.id];
  applicationIds = [];
  for (const [i, s] of seekers.entries()) applicationIds.push((await apply(t, s.token, jobIds[i]!)).json().data.application.id);
  await setApplicationStatus(t, applicationIds[1]!, 'interviewed');
});
afterAll(() => t.close());

const adminGet = (url: string) => call(t.app, 'GET', url, { token: admin.token });

describe('GET /v1/applications (admin)', () => {
  it('lists every application with job, company, applicant and employer, and status counts', async () => {
    const res = await adminGet('/v1/applications');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = AdminApplicationsResponse.parse(res.json());
    expect(data.applications).toHaveLength(2);
    expect(data.applications.find((a) => a.id === applicationIds[0])).toMatchObject({
      job_title: 'Braille Proofreader',
      applicant_name: 'Ada Seeker',
      applicant_email: seekers[0]!.email,
      employer_name: 'Erin Employer',
      employer_email: employer.email,
      status: 'applied',
      created_at: expect.any(String),
    });
    expect(data.summary).toMatchObject({ total: 2, applied: 1, interviewed: 1, hired: 0 });
    expect(data.pagination).toMatchObject({ page: 1, total: 2, pages: 1 });
  });

  it('filters by status (stored names and the admin aliases) and by search', async () => {
    const ids = async (q: string) => (await adminGet(`/v1/applications?${q}`)).json().data.applications.map((a: { id: string }) => a.id);
    expect(await ids('status=interviewing')).toEqual([applicationIds[1]]);
    expect(await ids('status=interviewed')).toEqual([applicationIds[1]]);
    expect(await ids('status=withdrawn')).toEqual([]);
    expect(await ids('status=all&search=braille')).toEqual([applicationIds[0]]);
    expect(await ids(`search=${encodeURIComponent(seekers[1]!.email)}`)).toEqual([applicationIds[1]]);
    expect(await ids('search=finder')).toEqual([applicationIds[1]]);
    expect(await ids('search=erin%20employer')).toHaveLength(2);
    expect(await ids('limit=1&page=2')).toHaveLength(1);
  });

  it('refuses unknown statuses and limits beyond bounds', async () => {
    expectFieldError(await adminGet('/v1/applications?status=lost'), 'status', 'Unknown application status');
    expectFieldError(await adminGet('/v1/applications?limit=1000'), 'limit', 'limit must be at most 100');
  });
});

describe('DELETE /v1/applications/{id} (admin)', () => {
  it('removes the application with its history and audits it', async () => {
    const seeker = await registerApplicant(t);
    const id = (await apply(t, seeker.token, jobIds[0]!)).json().data.application.id as string;
    expect(await historyOf(t, id)).toHaveLength(1);
    const res = await call(t.app, 'DELETE', `/v1/applications/${id}`, { token: admin.token });
    expect(res.json()).toEqual({ success: true, message: 'Application deleted successfully!' });
    expect(await t.database.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, id))).toEqual([]);
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'APPLICATION_DELETED', entityId: id, userId: admin.user.id, description: expect.stringContaining(seeker.email) });
    expectError(await call(t.app, 'DELETE', `/v1/applications/${id}`, { token: admin.token }), 404, 'NOT_FOUND', 'Application not found');
    expectError(await call(t.app, 'DELETE', '/v1/applications/nope', { token: admin.token }), 400, 'VALIDATION_ERROR', 'Invalid application id');
  });

  it('tells the applicant and the employer that the application is gone, and no one when the delete fails', async () => {
    const seeker = await registerApplicant(t, { firstName: 'Cy', lastName: 'Removed' });
    const id = (await apply(t, seeker.token, jobIds[0]!)).json().data.application.id as string;
    const employerBefore = await inbox(t, employer.token);
    await call(t.app, 'DELETE', `/v1/applications/${id}`, { token: admin.token });
    expect(await inbox(t, seeker.token)).toEqual(['An administrator removed your application for "Braille Proofreader"']);
    expect(await inbox(t, employer.token)).toEqual(['An administrator removed the application of Cy Removed for "Braille Proofreader"', ...employerBefore]);
    await call(t.app, 'DELETE', `/v1/applications/${id}`, { token: admin.token });
    expect(await inbox(t, seeker.token)).toHaveLength(1);
  });
});

describe('jobs as the administrator sees them', () => {
  it('lists every status but deleted with the employer, counts and summary, filtered by status and type', async () => {
    const draft = await postJob(t, employer.token, { title: 'Draft role' });
    await call(t.app, 'PUT', `/v1/jobs/${draft.id}/status`, { token: admin.token, body: { status: 'draft', reason: 'Not ready' } });
    const res = await adminGet('/v1/jobs?limit=50');
    const { data } = JobListResponse.parse(res.json());
    expect(data.summary).toEqual({ total: 3, active: 2, inactive: 0, draft: 1, employer_deactivated: 0, applications: 2 });
    expect(data.jobs.find((j) => j.id === jobIds[0])).toMatchObject({ employer_name: 'Erin Employer', application_count: 1 });
    const titles = async (q: string) => (await adminGet(`/v1/jobs?${q}`)).json().data.jobs.map((j: { title: string }) => j.title);
    expect(await titles('status=draft')).toEqual(['Draft role']);
    expect(await titles('jobType=part-time')).toEqual(['Braille Proofreader']);
    // Only the admin answer carries the summary.
    expect((await call(t.app, 'GET', '/v1/jobs')).json().data.summary).toBeUndefined();
  });

  it('toggles and deletes any job, audited; deleted jobs leave the list', async () => {
    const job = await postJob(t, employer.token, { title: 'Toggle me' });
    const off = await call(t.app, 'PUT', `/v1/jobs/${job.id}/status`, { token: admin.token, body: { status: 'inactive', reason: 'Spam' } });
    expect(off.json()).toMatchObject({ message: 'Job status updated successfully!', data: { job: { status: 'inactive', hold: { kind: 'admin', reason: 'Spam' } } } });
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'JOB_TAKEN_DOWN', entityId: job.id, userId: admin.user.id });
    expect((await inbox(t, employer.token))[0]).toBe('An administrator took your job "Toggle me" down: Spam. Contact support to have it reviewed.');
    const gone = await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: admin.token });
    expect((await inbox(t, employer.token))[0]).toBe('An administrator removed your job "Toggle me"');
    expect(gone.json()).toMatchObject({ message: 'Job deleted successfully!' });
    expect((await jobRow(t, job.id)).status).toBe('deleted');
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'JOB_DELETED', entityId: job.id });
    const titles = (await adminGet('/v1/jobs?limit=100')).json().data.jobs.map((j: { id: string }) => j.id);
    expect(titles).not.toContain(job.id);
    expectFieldError(await call(t.app, 'PUT', `/v1/jobs/${job.id}/status`, { token: admin.token, body: { status: 'paused' } }), 'status', 'Unknown job status');
  });

  it('counts in the summary withdrawn applications too (as the applications page does), but not those to deleted jobs', async () => {
    const summary = async () => (await adminGet('/v1/jobs')).json().data.summary.applications as number;
    const before = await summary();
    const job = await postJob(t, employer.token, { title: 'Soon deleted' });
    const [stays, withdraws] = [await registerApplicant(t), await registerApplicant(t)];
    await apply(t, stays.token, job.id);
    const withdrawn = (await apply(t, withdraws.token, job.id)).json().data.application.id as string;
    expect(await summary()).toBe(before + 2);
    await call(t.app, 'PUT', `/v1/applications/${withdrawn}/withdraw`, { token: withdraws.token });
    expect(await summary()).toBe(before + 2);
    await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: employer.token });
    expect(await summary()).toBe(before);
  });

  it('does not notify employers of their own job changes', async () => {
    const job = await postJob(t, employer.token, { title: 'My own change' });
    const before = await inbox(t, employer.token);
    await call(t.app, 'PUT', `/v1/jobs/${job.id}/status`, { token: employer.token, body: { status: 'inactive' } });
    await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: employer.token });
    expect(await inbox(t, employer.token)).toEqual(before);
  });
});

describe('PUT /v1/applications/{id}/status (admin)', () => {
  // Last in the file: the application it adds would change the job summary counts above.
  it("tells the applicant and the job's employer about an administrator's move", async () => {
    const seeker = await registerApplicant(t);
    const id = (await apply(t, seeker.token, jobIds[1]!)).json().data.application.id as string;
    const res = await call(t.app, 'PUT', `/v1/applications/${id}/status`, { token: admin.token, body: { status: 'interviewing' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inbox(t, seeker.token))[0]).toBe('Your application for "Support Analyst" at Erin Employer is now: Interviewed');
    expect((await inbox(t, employer.token))[0]).toBe('An administrator moved an application for "Support Analyst" from Applied to Interviewed');
  });
});
