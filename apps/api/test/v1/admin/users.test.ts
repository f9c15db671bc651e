import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersResponse } from '@jobboard/contracts/admin-users';
import { applicationHistory, applications, jobs, notifications, passwordResetCodes, savedJobs, sessions, userPreferences, users } from '../../../src/db/schema.ts';
import { rowsOf } from '../../../src/modules/jobs/jobs.repository.ts';
import { verifyAuditChain } from '../../../src/platform/audit.ts';
import type { ObjectStorage } from '../../../src/platform/storage/storage.ts';
import { call, createAdmin, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { inbox } from '../../helpers/review.ts';
import { auditTrail, sessionsOf, userByEmail } from '../../helpers/stored.ts';

/** Storage that remembers what it was asked to delete. */
const deletedKeys: string[] = [];
const storage: ObjectStorage = {
  put: async () => {},
  get: async () => null,
  delete: async (key) => void deletedKeys.push(key),
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '1000' }, { build: { storage } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const list = (query = '') => call(t.app, 'GET', `/v1/users${query}`, { token: admin.token });

describe('GET /v1/users (admin)', () => {
  it('pages users with summary counts from the database, and the filters really filter', async () => {
    const employer = await registerEmployer(t, { firstName: 'Zoltan', lastName: 'Quarry' });
    const seeker = await registerApplicant(t, { firstName: 'Yvette', lastName: 'Quarry' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, seeker.user.id));

    const res = await list('?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = AdminUsersResponse.parse(res.json());
    expect(body.data.users).toHaveLength(2);
    const [counts] = rowsOf<{ total: number; inactive: number; admins: number }>(await t.database.db.execute(sql`select count(*)::int as total, count(*) filter (where not is_active)::int as inactive,
      count(*) filter (where role = 'admin')::int as admins from users`));
    expect(body.data.summary).toMatchObject({ total: Number(counts!.total), inactive: Number(counts!.inactive), admins: Number(counts!.admins) });
    expect(body.data.summary.active + body.data.summary.inactive).toBe(body.data.summary.total);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 2, total: body.data.summary.total });
    // Never a secret in the list.
    expect(res.body).not.toMatch(/password|hash/i);

    const byName = (await list('?search=quarry')).json().data;
    expect(byName.users.map((u: { email: string }) => u.email).sort()).toEqual([employer.email, seeker.email].sort());
    const byEmail = (await list(`?search=${encodeURIComponent(employer.email.toUpperCase())}`)).json().data;
    expect(byEmail.users).toEqual([expect.objectContaining({ id: employer.user.id, role: 'employer', is_active: true, last_login: expect.any(String) })]);
    const inactiveQuarry = (await list('?search=quarry&status=inactive')).json().data.users;
    expect(inactiveQuarry.map((u: { id: string }) => u.id)).toEqual([seeker.user.id]);
    const employersQuarry = (await list('?search=quarry&role=employer')).json().data.users;
    expect(employersQuarry.map((u: { id: string }) => u.id)).toEqual([employer.user.id]);
    // 'all' and blank mean no filter, as the page's selects send them.
    expect((await list('?search=quarry&role=all&status=')).json().data.users).toHaveLength(2);
    // % and _ are literal.
    expect((await list('?search=%25')).json().data.users).toEqual([]);
  });

  it('refuses unknown roles and statuses, and limits beyond bounds, with a 400', async () => {
    expectFieldError(await list('?role=superuser'), 'role', 'Unknown role');
    expectFieldError(await list('?status=banned'), 'status', 'status must be active or inactive');
    expectFieldError(await list('?limit=101'), 'limit', 'limit must be at most 100');
    expectFieldError(await list('?page=0'), 'page', 'page must be at least 1');
  });

  it('leaves the static /users routes to their own modules', async () => {
    const profile = await call(t.app, 'GET', '/v1/users/profile', { token: admin.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.id).toBe(admin.user.id);
    const prefs = await call(t.app, 'PUT', '/v1/users/preferences', { token: admin.token, body: { job_alerts: false } });
    expect(prefs.statusCode, prefs.body).toBe(200);
    // Not an id: the param route answers 400, never 5xx.
    expectError(await call(t.app, 'PUT', '/v1/users/profile/status', { token: admin.token, body: { isActive: false } }), 400, 'VALIDATION_ERROR', 'Invalid user id');
  });
});

describe('PUT /v1/users/{id}/status', () => {
  it('deactivation signs the user out of every session at once; reactivation lets them sign in again', async () => {
    const seeker = await registerApplicant(t);
    const second = await call(t.app, 'POST', '/v1/auth/login', { body: { email: seeker.email, password: seeker.password } });
    const tokens = [seeker.token, second.json().data.token as string];

    const res = await call(t.app, 'PUT', `/v1/users/${seeker.user.id}/status`, { token: admin.token, body: { isActive: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User status updated successfully!', data: { user: { id: seeker.user.id, is_active: false } } });
    for (const token of tokens) expectError(await call(t.app, 'GET', '/v1/users/profile', { token }), 401, 'UNAUTHORIZED');
    expect((await sessionsOf(t, seeker.user.id)).every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await call(t.app, 'POST', '/v1/auth/login', { body: { email: seeker.email, password: seeker.password } });
    expectError(refused, 403, 'ACCOUNT_INACTIVE');

    const back = await call(t.app, 'PUT', `/v1/users/${seeker.user.id}/status`, { token: admin.token, body: { isActive: true } });
    expect(back.json().data.user.is_active).toBe(true);
    // The old sessions stay dead; a new sign-in works.
    expectError(await call(t.app, 'GET', '/v1/users/profile', { token: seeker.token }), 401, 'UNAUTHORIZED');
    const signedIn = await call(t.app, 'POST', '/v1/auth/login', { body: { email: seeker.email, password: seeker.password } });
    expect(signedIn.statusCode).toBe(200);
    expect(await inbox(t, signedIn.json().data.token)).toEqual(['An administrator reactivated your account', 'An administrator deactivated your account']);

    const rows = (await auditTrail(t)).filter((r) => r.actionType === 'USER_STATUS_CHANGED' && r.entityId === seeker.user.id);
    expect(rows.map((r) => r.description)).toEqual([expect.stringMatching(/^Deactivated user .*; 2 sessions signed out$/), expect.stringMatching(/^Activated user /)]);
    expect(rows[0]).toMatchObject({ userId: admin.user.id, actorRole: 'admin', success: true });
  });

  it('refuses bad bodies and unknown users without changing anything', async () => {
    const seeker = await registerApplicant(t);
    const url = `/v1/users/${seeker.user.id}/status`;
    expectFieldError(await call(t.app, 'PUT', url, { token: admin.token, body: { isActive: 'no' } }), 'isActive', 'isActive must be true or false');
    expectError(await call(t.app, 'PUT', url, { token: admin.token, body: { isActive: false, role: 'admin' } }), 400, 'VALIDATION_ERROR');
    expectError(await call(t.app, 'PUT', '/v1/users/not-a-uuid/status', { token: admin.token, body: { isActive: false } }), 400, 'VALIDATION_ERROR', 'Invalid user id');
    expectError(await call(t.app, 'PUT', '/v1/users/00000000-0000-4000-8000-000000000000/status', { token: admin.token, body: { isActive: false } }), 404, 'NOT_FOUND', 'User not found');
    expect((await userByEmail(t, seeker.email))!.isActive).toBe(true);
  });
});

describe('PUT /v1/users/{id}/role', () => {
  it('changes the role at once (the next request sees it) and audits old and new', async () => {
    const seeker = await registerApplicant(t);
    const res = await call(t.app, 'PUT', `/v1/users/${seeker.user.id}/role`, { token: admin.token, body: { role: 'employer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User role updated successfully!', data: { user: { role: 'employer' } } });
    // The same session may now post jobs.
    await postJob(t, seeker.token);
    const [row] = (await auditTrail(t)).filter((r) => r.actionType === 'USER_ROLE_CHANGED' && r.entityId === seeker.user.id);
    expect(row!.description).toMatch(/from Job Seeker to Employer$/);
    expect(await inbox(t, seeker.token)).toEqual(['An administrator changed your account from Job Seeker to Employer']);
  });

  it('refuses unknown roles', async () => {
    const seeker = await registerApplicant(t);
    expectFieldError(await call(t.app, 'PUT', `/v1/users/${seeker.user.id}/role`, { token: admin.token, body: { role: 'root' } }), 'role', 'Role must be admin, employer or applicant');
    expect((await userByEmail(t, seeker.email))!.role).toBe('applicant');
  });
});

describe('an administrator cannot change their own account', () => {
  // PostgreSQL reads a uuid in any letter case: the id in upper case found the admin's own row
  // yet passed a check that compared it, as typed, with theirs.
  describe.each([
    ['as stored', (id: string) => id],
    ['in upper case', (id: string) => id.toUpperCase()],
  ])('with their id %s', (_spelling, spell) => {
    it.each([
      ['PUT', 'status', { isActive: false }, 'You cannot deactivate or reactivate your own account'],
      ['PUT', 'role', { role: 'applicant' }, 'You cannot change your own role'],
      ['DELETE', '', undefined, 'You cannot delete your own account'],
    ] as const)('%s %s answers 403 and changes nothing', async (method, path, body, message) => {
      const url = `/v1/users/${spell(admin.user.id)}${path ? `/${path}` : '?force=true'}`;
      const audited = (await auditTrail(t)).length;
      expectError(await call(t.app, method, url, { token: admin.token, ...(body ? { body } : {}) }), 403, 'FORBIDDEN', message);
      expect(await userByEmail(t, admin.email)).toMatchObject({ id: admin.user.id, isActive: true, role: 'admin' });
      expect((await call(t.app, 'GET', '/v1/users/profile', { token: admin.token })).statusCode).toBe(200);
      // Only the refusal itself is recorded.
      expect((await auditTrail(t)).slice(audited).map((r) => r.actionType)).toEqual(['ACCESS_DENIED']);
    });
  });
});

describe('DELETE /v1/users/{id}', () => {
  it('without force, refuses a user with jobs or applications (409), and deletes one without', async () => {
    const employer = await registerEmployer(t);
    await postJob(t, employer.token);
    const refused = expectError(await call(t.app, 'DELETE', `/v1/users/${employer.user.id}`, { token: admin.token }), 409, 'CONFLICT');
    expect(refused.error.message).toBe('This user has 1 job and 0 applications. Delete with force=true to remove the user and all related records.');
    expect(await userByEmail(t, employer.email)).toBeDefined();

    const loner = await registerApplicant(t);
    const res = await call(t.app, 'DELETE', `/v1/users/${loner.user.id}`, { token: admin.token });
    expect(res.json()).toMatchObject({ success: true, message: 'User deleted successfully!' });
    expect(await userByEmail(t, loner.email)).toBeUndefined();
  });

  it('with force=true removes the user and every related record in one go, kills their token, removes only their files and keeps a verifiable audit trail', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const victim = await registerUser(t.app, { role: 'applicant', firstName: 'Gone', lastName: 'Person' });
    const other = await registerApplicant(t);
    const victimJob = await postJob(t, employer.token, { title: 'Another opening' });
    await t.database.db.update(users).set({ resumeKey: 'resumes/11111111-1111-4111-8111-111111111111', profilePictureKey: 'pictures/22222222-2222-4222-8222-222222222222' }).where(eq(users.id, victim.user.id));
    await t.database.db.update(users).set({ resumeKey: 'resumes/33333333-3333-4333-8333-333333333333' }).where(eq(users.id, other.user.id));
    expect((await apply(t, victim.token, job.id, { resume_url: 'attach' })).statusCode).toBe(201);
    expect((await apply(t, other.token, job.id, { resume_url: 'attach' })).statusCode).toBe(201);
    await call(t.app, 'POST', `/v1/jobs/${victimJob.id}/save`, { token: victim.token });
    await t.database.db.insert(notifications).values({ userId: victim.user.id, type: 'system', message: 'Hello', icon: 'info' });
    await t.database.db.insert(passwordResetCodes).values({ userId: victim.user.id, codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
    // The victim's own earlier rows must survive the delete.
    const before = (await auditTrail(t)).filter((r) => r.userId === victim.user.id).length;
    expect(before).toBeGreaterThan(0);
    deletedKeys.length = 0;

    const res = await call(t.app, 'DELETE', `/v1/users/${victim.user.id}?force=true`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User and all related records deleted successfully!', data: { deleted: { jobs: 0, applications: 1, files: 2 } } });

    const id = victim.user.id;
    const [orphans] = rowsOf<Record<string, number>>(
      await t.database.db.execute(sql`select
        (select count(*) from ${users} where id = ${id})::int as users,
        (select count(*) from ${userPreferences} where user_id = ${id})::int as prefs,
        (select count(*) from ${sessions} where user_id = ${id})::int as sessions,
        (select count(*) from ${applications} where applicant_id = ${id})::int as applications,
        (select count(*) from ${applicationHistory} h where not exists (select 1 from ${applications} a where a.id = h.application_id))::int as history,
        (select count(*) from ${savedJobs} where user_id = ${id})::int as saved,
        (select count(*) from ${notifications} where user_id = ${id})::int as notifications,
        (select count(*) from ${passwordResetCodes} where user_id = ${id})::int as codes,
        (select count(*) from ${jobs} j where not exists (select 1 from ${users} u where u.id = j.employer_id))::int as jobs`),
    );
    expect(Object.values(orphans!).map(Number)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expectError(await call(t.app, 'GET', '/v1/users/profile', { token: victim.token }), 401, 'UNAUTHORIZED');
    // Their own files go; the other applicant's resume stays.
    expect(deletedKeys.sort()).toEqual(['pictures/22222222-2222-4222-8222-222222222222', 'resumes/11111111-1111-4111-8111-111111111111']);
    // The other applicant's application to the same job is untouched.
    expect((await t.database.db.select().from(applications).where(eq(applications.applicantId, other.user.id))).length).toBe(1);

    const trail = await auditTrail(t);
    expect(trail.filter((r) => r.userId === id)).toHaveLength(before);
    expect(trail.find((r) => r.userId === id)).toMatchObject({ actorFirstName: 'Gone', actorLastName: 'Person', actorEmail: victim.email });
    expect(trail.at(-1)).toMatchObject({ actionType: 'USER_DELETED', entityId: id, userId: admin.user.id, description: expect.stringContaining(victim.email) });
    expect(await verifyAuditChain(t.database.db)).toEqual({ ok: true, rows: trail.length });
  });

  it('removes an employer with their jobs and the applications to them', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    await apply(t, seeker.token, job.id);
    const res = await call(t.app, 'DELETE', `/v1/users/${employer.user.id}?force=true`, { token: admin.token });
    expect(res.json().data.deleted).toEqual({ jobs: 1, applications: 0, files: 0 });
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await t.database.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
    expect(await userByEmail(t, seeker.email)).toBeDefined();
  });

  it('answers 404 for an unknown user and 400 for a bad id or force value', async () => {
    expectError(await call(t.app, 'DELETE', '/v1/users/00000000-0000-4000-8000-000000000000?force=true', { token: admin.token }), 404, 'NOT_FOUND', 'User not found');
    expectError(await call(t.app, 'DELETE', '/v1/users/123?force=true', { token: admin.token }), 400, 'VALIDATION_ERROR', 'Invalid user id');
    expectFieldError(await call(t.app, 'DELETE', `/v1/users/${admin.user.id}?force=yes`, { token: admin.token }), 'force', 'force must be true or false');
  });
});
