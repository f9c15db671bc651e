import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainHash, GENESIS_HASH } from '../../src/platform/audit.ts';
import { call, createTestApp, freshIp, login, registerUser, uniqueEmail, type TestApp } from '../helpers/app.ts';
import { auditTrail, errorMessages } from '../helpers/stored.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The rows written since `before` (a count of rows), in order. */
async function rowsAfter(before: number) {
  return (await auditTrail(t)).slice(before);
}

describe('audit trail', () => {
  it('records a registration', async () => {
    const before = (await auditTrail(t)).length;
    const ip = freshIp();
    const account = await registerUser(t.app, { role: 'employer' }, { ip });

    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({
      actionType: 'REGISTER',
      entityType: 'user',
      entityId: account.user.id,
      userId: account.user.id,
      actorEmail: account.email,
      actorRole: 'employer',
      ipAddress: ip,
      success: true,
    });
  });

  it('records a successful sign-in with the user agent', async () => {
    const account = await registerUser(t.app);
    const before = (await auditTrail(t)).length;
    await login(t.app, account.email, account.password, { headers: { 'user-agent': 'AuditTest/1.0' } });

    expect(await rowsAfter(before)).toEqual([
      expect.objectContaining({ actionType: 'LOGIN_SUCCESS', userId: account.user.id, actorEmail: account.email, success: true, userAgent: 'AuditTest/1.0' }),
    ]);
  });

  it('records a wrong password as a failed sign-in of that account', async () => {
    const account = await registerUser(t.app);
    const before = (await auditTrail(t)).length;
    await login(t.app, account.email, 'Wrong1234');

    expect(await rowsAfter(before)).toEqual([
      expect.objectContaining({ actionType: 'LOGIN_FAILED', userId: account.user.id, actorEmail: account.email, success: false }),
    ]);
  });

  it('records a sign-in with an unknown email with the address that was tried', async () => {
    const email = uniqueEmail('nobody');
    const before = (await auditTrail(t)).length;
    await login(t.app, email.toUpperCase(), 'Wrong1234');

    expect(await rowsAfter(before)).toEqual([
      expect.objectContaining({ actionType: 'LOGIN_FAILED', userId: null, actorEmail: email, success: false }),
    ]);
  });

  it('never stores the password that was tried', async () => {
    await login(t.app, uniqueEmail('nobody'), 'TriedPassword987');
    expect(JSON.stringify(await auditTrail(t))).not.toContain('TriedPassword987');
  });

  it('records a sign-out', async () => {
    const account = await registerUser(t.app);
    const before = (await auditTrail(t)).length;
    await call(t.app, 'POST', '/v1/auth/logout', { token: account.token });

    expect(await rowsAfter(before)).toEqual([expect.objectContaining({ actionType: 'LOGOUT', userId: account.user.id, success: true })]);
  });

  it('chains every row to the one before, also when requests arrive at once', async () => {
    const account = await registerUser(t.app);
    await Promise.all([
      registerUser(t.app),
      registerUser(t.app),
      login(t.app, account.email, account.password),
      login(t.app, account.email, 'Wrong1234'),
      login(t.app, uniqueEmail('nobody'), 'Wrong1234'),
    ]);

    const rows = await auditTrail(t);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    rows.forEach((row, i) => {
      if (i > 0) expect(row.prevHash, `row ${row.seq}`).toBe(rows[i - 1]!.hash);
      expect(row.hash, `row ${row.seq}`).toBe(chainHash(row.prevHash, row));
    });
  });

  it('detects a changed row: its hash no longer matches its content', async () => {
    const [row] = await auditTrail(t);
    expect(chainHash(row!.prevHash, { ...row!, description: 'Nothing happened' })).not.toBe(row!.hash);
    expect(chainHash(row!.prevHash, { ...row!, success: !row!.success })).not.toBe(row!.hash);
  });

  describe('is append-only in the database itself', () => {
    it.each([
      ['UPDATE', sql`update audit_log set description = 'rewritten', success = true`],
      ['DELETE', sql`delete from audit_log`],
      ['TRUNCATE', sql`truncate audit_log`],
    ])('refuses %s', async (_label, statement) => {
      const before = await auditTrail(t);
      const error = await t.database.db.execute(statement).then(() => null, (e: unknown) => e);

      expect(error).not.toBeNull();
      expect(errorMessages(error)).toContain('audit_log is append-only');
      expect(await auditTrail(t)).toEqual(before);
    });
  });
});
