import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditVerifyResponse } from '@jobboard/contracts/audit-api';
import { AUDIT_TEXT_MAX, recordAudit } from '../../../src/platform/audit.ts';
import { call, createAdmin, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

async function verify() {
  const res = await call(t.app, 'GET', '/v1/admin/audit/verify', { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return AuditVerifyResponse.parse(res.json()).data;
}

describe('GET /v1/admin/audit/verify', () => {
  it('answers valid with the number of rows checked', async () => {
    expect(await verify()).toEqual({ valid: true, checkedRows: (await auditTrail(t)).length });
  });

  it('refuses a visitor with 401 and a job seeker with 403', async () => {
    const seeker = await registerUser(t.app);
    expectError(await call(t.app, 'GET', '/v1/admin/audit/verify', { ip: freshIp() }), 401, 'UNAUTHORIZED');
    expectError(await call(t.app, 'GET', '/v1/admin/audit/verify', { token: seeker.token }), 403, 'FORBIDDEN', 'Only administrators can do this');
  });
});

describe('a lone UTF-16 surrogate in audited text', () => {
  it('POST /v1/auth/forgot-password {"email":"\\ud800@x.co"} leaves the chain intact', async () => {
    // The probe's exact request: the JSON text carries the escape, so the parsed address holds a lone surrogate.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"\\ud800@x.co"}',
      remoteAddress: freshIp(),
    });
    expectFieldError(res, 'email', 'Please enter a valid email address');
    expect(await verify()).toMatchObject({ valid: true });
  });

  it('is hashed as the database stores it (U+FFFD), in every text of a row and where a long text is cut', async () => {
    await recordAudit(t.database.db, {
      action: 'PASSWORD_RESET_REQUESTED',
      entityType: 'security',
      entityId: 'id\udc00',
      description: 'Request for \ud800',
      success: true,
      actorEmail: '\ud800@x.co',
      ip: '203.0.113.\udfff',
      userAgent: 'Agent \ud83d',
    });
    // Cut at AUDIT_TEXT_MAX, the emoji's two halves would fall on either side of the cut.
    await recordAudit(t.database.db, { action: 'PROFILE_UPDATED', entityType: 'user', description: `${'x'.repeat(AUDIT_TEXT_MAX - 2)}😀 and more`, success: true });

    const [surrogates, long] = (await auditTrail(t)).slice(-2);
    expect(surrogates).toMatchObject({ entityId: 'id\ufffd', description: 'Request for \ufffd', actorEmail: '\ufffd@x.co', ipAddress: '203.0.113.\ufffd', userAgent: 'Agent \ufffd' });
    expect(long!.description).toBe(`${'x'.repeat(AUDIT_TEXT_MAX - 2)}…`);
    expect(await verify()).toEqual({ valid: true, checkedRows: (await auditTrail(t)).length });
  });
});

// Last in the file: these break the chain on purpose.
describe('a tampered trail', () => {
  // The trail is append-only by trigger; tampering needs the table owner to switch it off.
  async function tamper(statement: ReturnType<typeof sql>) {
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await t.database.db.execute(statement);
    } finally {
      await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
  }

  it('names the first row that fails: an edited row, then the row after a deleted one', async () => {
    const trail = await auditTrail(t);
    const edited = trail[2]!;
    await tamper(sql`update audit_log set description = 'Nothing to see' where seq = ${edited.seq}`);
    expect(await verify()).toEqual({ valid: false, checkedRows: 3, firstBrokenId: edited.id });

    await tamper(sql`update audit_log set description = ${edited.description} where seq = ${edited.seq}`);
    expect(await verify()).toMatchObject({ valid: true });
    await tamper(sql`delete from audit_log where seq = ${trail[4]!.seq}`);
    expect(await verify()).toEqual({ valid: false, checkedRows: 5, firstBrokenId: trail[5]!.id });
  });
});
