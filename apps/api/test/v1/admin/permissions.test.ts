import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENIAL_AUDIT_LIMIT } from '../../../src/platform/guards.ts';
import { call, createAdmin, createTestApp, freshIp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { auditTrail, userByEmail } from '../../helpers/stored.ts';

let t: TestApp;
const accounts: Record<'applicant' | 'employer', { token: string; id: string }> = { applicant: { token: '', id: '' }, employer: { token: '', id: '' } };
let targetUserId = '';
let applicationId = '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  const employer = await registerEmployer(t);
  const applicant = await registerApplicant(t);
  accounts.employer = { token: employer.token, id: employer.user.id };
  accounts.applicant = { token: applicant.token, id: applicant.user.id };
  targetUserId = admin.user.id;
  const job = await postJob(t, employer.token);
  applicationId = (await apply(t, applicant.token, job.id)).json().data.application.id;
});
afterAll(() => t.close());

/** Every administrators-only endpoint of this issue. */
const ENDPOINTS = () =>
  [
    ['GET', '/v1/users'],
    ['PUT', `/v1/users/${targetUserId}/status`, { isActive: false }],
    ['PUT', `/v1/users/${targetUserId}/role`, { role: 'applicant' }],
    ['DELETE', `/v1/users/${targetUserId}?force=true`],
    ['GET', '/v1/applications'],
    ['DELETE', `/v1/applications/${applicationId}`],
    ['GET', '/v1/audit/logs'],
    ['GET', '/v1/audit/stats?timeRange=7d'],
    ['GET', '/v1/audit/categories'],
    ['GET', '/v1/audit/action-types'],
    ['GET', '/v1/audit/export'],
    ['GET', '/v1/admin/audit/verify'],
  ] as const;

describe('administrators-only endpoints', () => {
  it.each(['applicant', 'employer'] as const)('refuse a signed-in %s with 403, change nothing, and audit each attempt', async (role) => {
    const ip = freshIp();
    const before = (await auditTrail(t)).length;
    for (const [method, url, body] of ENDPOINTS()) {
      const res = await call(t.app, method, url, { token: accounts[role].token, ip, ...(body ? { body } : {}) });
      expectError(res, 403, 'FORBIDDEN', 'Only administrators can do this');
    }
    const rows = (await auditTrail(t)).slice(before);
    expect(rows).toHaveLength(ENDPOINTS().length);
    expect(rows.every((r) => r.actionType === 'ACCESS_DENIED' && r.userId === accounts[role].id && r.actorRole === role && !r.success && r.ipAddress === ip)).toBe(true);
    expect(rows.map((r) => r.description)).toContain(`Refused DELETE /v1/users/${targetUserId}: Only administrators can do this`);
    // Nothing changed.
    const target = await userByEmail(t, (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, targetUserId) }))!.email);
    expect(target).toMatchObject({ isActive: true, role: 'admin' });
  });

  it('refuse a visitor with 401 and audit each attempt with the address', async () => {
    const ip = freshIp();
    const before = (await auditTrail(t)).length;
    for (const [method, url, body] of ENDPOINTS()) {
      expectError(await call(t.app, method, url, { ip, ...(body ? { body } : {}) }), 401, 'UNAUTHORIZED');
    }
    const rows = (await auditTrail(t)).slice(before);
    expect(rows).toHaveLength(ENDPOINTS().length);
    expect(rows.every((r) => r.actionType === 'ACCESS_DENIED' && r.userId === null && r.ipAddress === ip && !r.success)).toBe(true);
  });

  it('a flood of refusals writes at most the limit plus one closing row per window', async () => {
    const seeker = await registerApplicant(t);
    const before = (await auditTrail(t)).length;
    for (let i = 0; i < DENIAL_AUDIT_LIMIT + 10; i++) expectError(await call(t.app, 'GET', '/v1/audit/logs', { token: seeker.token }), 403, 'FORBIDDEN');
    const rows = (await auditTrail(t)).slice(before);
    expect(rows).toHaveLength(DENIAL_AUDIT_LIMIT + 1);
    expect(rows.at(-1)!.description).toMatch(/^Refused GET \/v1\/audit\/logs; further refusals are not recorded until \d{4}-/);
  });

  it('ownership refusals from services (another employer’s job) are audited too', async () => {
    const other = await registerEmployer(t);
    const job = await postJob(t, accounts.employer.token);
    const res = await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: other.token });
    expectError(res, 403, 'FORBIDDEN');
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'ACCESS_DENIED', userId: other.user.id, description: expect.stringContaining(`Refused DELETE /v1/jobs/${job.id}`) });
  });
});
