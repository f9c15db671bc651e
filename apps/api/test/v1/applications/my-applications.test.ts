import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyApplicationSchema, MyApplicationsResponse } from '@jobboard/contracts/applications';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer, setApplicationStatus, updateJobRow, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let seeker: Account;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  seeker = await registerApplicant(t);
  const acme = await registerEmployer(t, { firstName: 'Acme', lastName: 'Owner' });
  const globex = await registerEmployer(t, { firstName: 'Globex', lastName: 'Owner' });
  const specs = [
    ['Frontend Developer', acme, 'applied'],
    ['Backend Developer', acme, 'reviewing'],
    ['Data 100% Analyst', globex, 'hired'],
    ['Support_Agent', globex, 'rejected'],
    ['UX Designer', globex, 'applicant_withdrew'],
    ['Office Manager', acme, 'offered'],
  ] as const;
  for (const [i, [title, employer, status]] of specs.entries()) {
    const job = await postJob(t, employer.token, { title });
    const id = (await apply(t, seeker.token, job.id)).json().data.application.id as string;
    if (status !== 'applied') await setApplicationStatus(t, id, status);
    const { eq } = await import('drizzle-orm');
    const { applications } = await import('../../../src/db/schema.ts');
    await t.database.db.update(applications).set({ appliedAt: new Date(Date.UTC(2026, 0, 1 + i)) }).where(eq(applications.id, id));
    ids[title] = id;
  }
  // Someone else's application never shows.
  const stranger = await registerApplicant(t);
  await apply(t, stranger.token, (await postJob(t, acme.token, { title: 'Frontend Lead' })).id);
});
afterAll(() => t.close());

async function mine(query = '', token = seeker.token) {
  const res = await call(t.app, 'GET', `/v1/applications/my-applications${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return MyApplicationsResponse.parse(res.json());
}
const titles = (body: { data: Array<{ job: { title: string } }> }) => body.data.map((a) => a.job.title);

describe('GET /v1/applications/my-applications', () => {
  it("lists the seeker's own applications newest first, with statistics over all of them", async () => {
    const body = await mine();
    expect(titles(body)).toEqual(['Office Manager', 'UX Designer', 'Support_Agent', 'Data 100% Analyst', 'Backend Developer', 'Frontend Developer']);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 6, pages: 1 });
    // Active: applied, reviewing, shortlisted, interviewed, offered.
    expect(body.stats).toEqual({ total: 6, active: 3, hired: 1 });
    expect(Object.keys(body.data[0]!).sort()).toEqual(Object.keys(MyApplicationSchema.shape).sort());
    expect(body.data.find((a) => a.id === ids['Frontend Developer'])).toMatchObject({
      status: 'applied',
      job: { title: 'Frontend Developer', status: 'active', company: { name: 'Acme Owner' } },
    });
  });

  it.each([
    ['developer', ['Backend Developer', 'Frontend Developer']],
    ['DEVELOPER', ['Backend Developer', 'Frontend Developer']],
    ['globex', ['UX Designer', 'Support_Agent', 'Data 100% Analyst']],
    ['100%', ['Data 100% Analyst']],
    ['t_a', ['Support_Agent']],
    ['%', ['Data 100% Analyst']],
    ['nothing like this', []],
  ])('searches job title and company, case-insensitively: %j', async (search, expected) => {
    const body = await mine(`?search=${encodeURIComponent(search)}`);
    expect(titles(body)).toEqual(expected);
    expect(body.pagination.total).toBe(expected.length);
    expect(body.stats).toEqual({ total: 6, active: 3, hired: 1 });
  });

  it.each([
    ['applied', ['Frontend Developer']],
    ['applicant_withdrew', ['UX Designer']],
    ['shortlisted', []],
    ['all', ['Office Manager', 'UX Designer', 'Support_Agent', 'Data 100% Analyst', 'Backend Developer', 'Frontend Developer']],
  ])('filters by status %s', async (status, expected) => {
    expect(titles(await mine(`?status=${status}`))).toEqual(expected);
  });

  it('combines search and status, and pages', async () => {
    expect(titles(await mine('?search=developer&status=reviewing'))).toEqual(['Backend Developer']);
    const page = await mine('?page=2&limit=4');
    expect(titles(page)).toEqual(['Backend Developer', 'Frontend Developer']);
    expect(page.pagination).toEqual({ page: 2, limit: 4, total: 6, pages: 2 });
    expect((await mine('?page=9')).data).toEqual([]);
  });

  it('leaves out applications to deleted jobs, and keeps closed ones', async () => {
    const other = await registerApplicant(t);
    const employer = await registerEmployer(t);
    const deleted = await postJob(t, employer.token, { title: 'Deleted Job' });
    const closed = await postJob(t, employer.token, { title: 'Closed Job' });
    await apply(t, other.token, deleted.id);
    await apply(t, other.token, closed.id);
    await updateJobRow(t, deleted.id, { status: 'deleted' });
    await updateJobRow(t, closed.id, { status: 'inactive' });

    const body = await mine('', other.token);
    expect(titles(body)).toEqual(['Closed Job']);
    expect(body.data[0]!.job.status).toBe('inactive');
    expect(body.stats).toEqual({ total: 1, active: 1, hired: 0 });
  });

  it('answers an empty list and zero statistics to a new seeker', async () => {
    const body = await mine('', (await registerApplicant(t)).token);
    expect(body).toEqual({ success: true, data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 }, stats: { total: 0, active: 0, hired: 0 } });
  });

  it.each([
    ['?status=pending', 'status', 'Unknown application status'],
    ['?limit=101', 'limit', 'limit must be at most 100'],
    ['?page=x', 'page', 'page must be a number'],
    [`?search=${'s'.repeat(201)}`, 'search', 'search must be at most 200 characters'],
  ])('refuses %s', async (query, field, message) => {
    expectFieldError(await call(t.app, 'GET', `/v1/applications/my-applications${query}`, { token: seeker.token }), field, message);
  });

  it('is for job seekers only', async () => {
    expectError(await call(t.app, 'GET', '/v1/applications/my-applications'), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    for (const { token } of [await registerEmployer(t), await createAdmin(t)]) {
      expectError(await call(t.app, 'GET', '/v1/applications/my-applications', { token }), 403, 'FORBIDDEN', 'Only applicants can view their applications');
    }
  });
});
