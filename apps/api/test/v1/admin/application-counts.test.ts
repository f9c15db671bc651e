import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApplicationsResponse } from '@jobboard/contracts/admin-applications';
import { APPLICATION_STATUSES } from '@jobboard/contracts/job-options';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { apply, deleteAllJobs, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '1000' });
  admin = await createAdmin(t);
  await deleteAllJobs(t);
});
afterAll(() => t.close());

const adminGet = async (url: string) => {
  const res = await call(t.app, 'GET', url, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('application counts on the admin pages', () => {
  it("adds up the jobs page's per-job counts to the applications page's total, in every status", async () => {
    const employer = await registerEmployer(t);
    const jobs = [await postJob(t, employer.token, { title: 'Braille Proofreader' }), await postJob(t, employer.token, { title: 'Support Analyst' })];
    // One application in each status, spread over the two jobs; the withdrawn one the applicant's own doing.
    for (const [i, status] of APPLICATION_STATUSES.entries()) {
      const seeker = await registerApplicant(t);
      const id = (await apply(t, seeker.token, jobs[i % 2]!.id)).json().data.application.id as string;
      if (status === 'applicant_withdrew') await call(t.app, 'PUT', `/v1/applications/${id}/withdraw`, { token: seeker.token });
      else if (status !== 'applied') await call(t.app, 'PUT', `/v1/applications/${id}/status`, { token: admin.token, body: { status } });
    }

    const { data: listed } = AdminApplicationsResponse.parse(await adminGet('/v1/applications?limit=100'));
    expect(listed.applications.map((a) => a.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(listed.pagination.total).toBe(APPLICATION_STATUSES.length);
    const { total, ...byStatus } = listed.summary;
    expect(total).toBe(APPLICATION_STATUSES.length);
    expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBe(total);

    const { data: jobsPage } = JobListResponse.parse(await adminGet('/v1/jobs?limit=100'));
    const perJob = jobsPage.jobs.map((j) => j.application_count ?? j.applications_count);
    expect(perJob).toEqual([4, 4]);
    expect(perJob.reduce((sum, n) => sum + n, 0)).toBe(listed.pagination.total);
    expect(jobsPage.summary?.applications).toBe(listed.pagination.total);
  });
});
