import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { apply, applicationsOf, jobRow, postJob, registerApplicant, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { auditTrail } from '../../helpers/stored.ts';

// A deactivated employer's jobs leave every public read and take no applications; reactivation
// brings back exactly the jobs that left with the account. The steps run in order on one employer.
let t: TestApp;
let admin: Account;
let employer: Account;
let seeker: Account;
/** a, b: active; closed: inactive by the employer; takenDown: held by an administrator; other: another employer's. */
const ids = { a: '', b: '', closed: '', takenDown: '', other: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  employer = await registerEmployer(t);
  seeker = await registerApplicant(t);
  const post = async (token: string, title: string) => (await postJob(t, token, { title })).id;
  ids.a = await post(employer.token, 'Quillwright Editor');
  ids.b = await post(employer.token, 'Quillwright Tester');
  ids.closed = await post(employer.token, 'Quillwright Closed');
  ids.takenDown = await post(employer.token, 'Quillwright Taken Down');
  ids.other = await post((await registerEmployer(t)).token, 'Quillwright Elsewhere');
  expect((await call(t.app, 'PUT', `/v1/jobs/${ids.closed}/status`, { token: employer.token, body: { status: 'inactive' } })).statusCode).toBe(200);
  const takedown = await call(t.app, 'PUT', `/v1/jobs/${ids.takenDown}/status`, { token: admin.token, body: { status: 'inactive', reason: 'Spam' } });
  expect(takedown.statusCode).toBe(200);
});
afterAll(() => t.close());

const setActive = (isActive: boolean) => call(t.app, 'PUT', `/v1/users/${employer.user.id}/status`, { token: admin.token, body: { isActive } });
const listed = async (query: string) => ((await call(t.app, 'GET', `/v1/jobs?${query}`)).json().data.jobs as Array<{ id: string }>).map((j) => j.id);
const searched = () => listed('search=Quillwright&limit=100');
const sitemap = async () => (await call(t.app, 'GET', '/sitemap.xml')).body;

describe('deactivating an employer', () => {
  it('takes their active jobs off the list, search, sitemap and detail', async () => {
    expect((await searched()).sort()).toEqual([ids.a, ids.b, ids.other].sort());
    expect(await sitemap()).toContain(ids.a);

    const res = await setActive(false);
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditTrail(t)).at(-1)?.description).toMatch(/^Deactivated user .*; 1 session signed out; 2 jobs taken off the board$/);

    expect(await searched()).toEqual([ids.other]);
    const everything = await listed('limit=100');
    expect(everything).toContain(ids.other);
    expect(everything).not.toContain(ids.a);
    expect(everything).not.toContain(ids.b);
    const xml = await sitemap();
    expect(xml).toContain(ids.other);
    expect(xml).not.toContain(ids.a);
    expect(xml).not.toContain(ids.b);
    for (const id of [ids.a, ids.b]) {
      expectError(await call(t.app, 'GET', `/v1/jobs/${id}`), 404, 'NOT_FOUND', 'Job not found');
      expectError(await call(t.app, 'GET', `/v1/jobs/${id}`, { token: seeker.token }), 404, 'NOT_FOUND', 'Job not found');
    }
    expect(await jobRow(t, ids.a)).toMatchObject({ status: 'inactive', hold: 'account', holdReason: null });
  });

  it('refuses applications to those jobs and changes nothing', async () => {
    expectError(await apply(t, seeker.token, ids.a), 404, 'NOT_FOUND', 'Job not found');
    expect(await applicationsOf(t, ids.a)).toHaveLength(0);
  });

  it("answers an administrator's Activate on any of their jobs with 409 while the account is deactivated", async () => {
    for (const id of [ids.a, ids.closed]) {
      const before = await jobRow(t, id);
      expectError(
        await call(t.app, 'PUT', `/v1/jobs/${id}/status`, { token: admin.token, body: { status: 'active' } }),
        409,
        'CONFLICT',
        "This job's employer account is deactivated. Reactivate the account first: the jobs hidden with it then come back by themselves.",
      );
      expect(await jobRow(t, id)).toEqual(before);
    }
  });

  it('shows the administrator why a job is hidden', async () => {
    const job = (await call(t.app, 'GET', `/v1/jobs/${ids.a}`, { token: admin.token })).json().data.job;
    expect(job).toMatchObject({ status: 'inactive', hold: { kind: 'account', reason: null } });
  });
});

describe('reactivating the employer', () => {
  it('brings back exactly the jobs that left with the account', async () => {
    // Taken down by an administrator while the account was off: that job is the administrator's now.
    await call(t.app, 'PUT', `/v1/jobs/${ids.b}/status`, { token: admin.token, body: { status: 'inactive', reason: 'Duplicate' } });

    const res = await setActive(true);
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditTrail(t)).at(-1)?.description).toMatch(/^Activated user .*; 1 job back on the board$/);

    expect((await searched()).sort()).toEqual([ids.a, ids.other].sort());
    expect(await jobRow(t, ids.a)).toMatchObject({ status: 'active', hold: null, heldAt: null });
    expect(await jobRow(t, ids.b)).toMatchObject({ status: 'inactive', hold: 'admin', holdReason: 'Duplicate' });
    expect(await jobRow(t, ids.closed)).toMatchObject({ status: 'inactive', hold: null });
    expect(await jobRow(t, ids.takenDown)).toMatchObject({ status: 'inactive', hold: 'admin', holdReason: 'Spam' });
    expect((await call(t.app, 'GET', `/v1/jobs/${ids.a}`)).statusCode).toBe(200);
    expect(await sitemap()).toContain(ids.a);
    expect((await apply(t, seeker.token, ids.a)).statusCode).toBe(201);
  });

  it('changes no job when the account was already active', async () => {
    const before = await Promise.all(Object.values(ids).map((id) => jobRow(t, id)));
    expect((await setActive(true)).statusCode).toBe(200);
    expect(await Promise.all(Object.values(ids).map((id) => jobRow(t, id)))).toEqual(before);
  });
});
