import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '../../../src/db/schema.ts';
import { call, createTestApp, freshIp, login, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError, expectWeakPassword } from '../../helpers/expect.ts';
import { codeFrom, decodeQuotedPrintable, header, lastCodeTo, lastMailTo, mailSettled } from '../../helpers/mail.ts';
import { auditTrail, userByEmail } from '../../helpers/stored.ts';

// Codes are read from the .eml outbox (no SMTP_URL). One code a second per address here, so
// that a test can ask for a second code; the once-a-minute default is tested in -limits.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-reset-'));
const outbox = path.join(dataDir, 'mail');
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { DATA_DIR: dataDir, RESET_REQUEST_INTERVAL_SECONDS: '1', REGISTRATIONS_PER_IP: '100000', PUBLIC_URL: 'https://jobs.example.org' },
    { build: { clock: () => new Date(Date.now() + offsetMs) } },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const INVALID = 'Invalid or expired OTP. Please check the code or request a new one.';
const FRESH = 'Copper-Lichen-Walrus-83';
const post = (url: string, body: unknown, ip = freshIp()) => call(t.app, 'POST', url, { body, ip });
const forgot = (email: string, ip?: string) => post('/v1/auth/forgot-password', { email }, ip);
const verify = (email: string, otp: string, ip?: string) => post('/v1/auth/verify-otp', { email, otp }, ip);
const reset = (email: string, otp: string, newPassword = FRESH, ip?: string) => post('/v1/auth/reset-password', { email, otp, newPassword }, ip);
const me = (token: string) => call(t.app, 'GET', '/v1/users/profile', { token });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeRow = async (email: string) => {
  const user = await userByEmail(t, email);
  return (await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user!.id)))[0];
};

/** Asks for a code and reads it from the mail. */
async function requestCode(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode, res.body).toBe(200);
  await mailSettled(t.database);
  return lastCodeTo(outbox, email);
}
const otherCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('the reset flow through the .eml outbox', () => {
  it('mails a code and a link; the code resets the password and signs out every session', async () => {
    const account = await registerUser(t.app);
    const second = (await login(t.app, account.email, account.password)).json().data.token as string;

    const res = await forgot(account.email.toUpperCase());
    expect(res.json()).toEqual({ success: true, message: 'Password reset OTP sent successfully!' });
    await mailSettled(t.database);
    const mail = lastMailTo(outbox, account.email)!;
    expect(header(mail, 'Subject')).toBe('Your password reset code | Inclusive Jobs');
    expect(decodeQuotedPrintable(mail)).toContain(`https://jobs.example.org/reset-password?email=${encodeURIComponent(account.email)}`);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{4}$/);
    // Stored hashed: neither the code nor anything holding it is in the row.
    expect(JSON.stringify(await codeRow(account.email))).not.toContain(`"${code}"`);

    expect((await verify(account.email, code)).json()).toEqual({ success: true, message: 'OTP verified successfully!' });
    const done = await reset(account.email, code, FRESH);
    expect(done.json()).toEqual({ success: true, message: 'Password reset successfully!' });

    expectError(await me(account.token), 401, 'UNAUTHORIZED');
    expectError(await me(second), 401, 'UNAUTHORIZED');
    expectError(await login(t.app, account.email, account.password, { ip: freshIp() }), 401, 'UNAUTHORIZED');
    expect((await login(t.app, account.email, FRESH, { ip: freshIp() })).statusCode).toBe(200);
    await mailSettled(t.database);
    expect(header(lastMailTo(outbox, account.email)!, 'Subject')).toBe('Your password was changed | Inclusive Jobs');

    const audit = (await auditTrail(t)).filter((r) => r.userId === account.user.id).map((r) => [r.actionType, r.success]);
    expect(audit).toEqual(expect.arrayContaining([['PASSWORD_RESET_REQUESTED', true], ['PASSWORD_RESET', true]]));

    // Single use: the same code again, on either call, is refused.
    expectFieldError(await reset(account.email, code, 'Maple-Orbit-Tundra-65'), 'otp', INVALID);
    expectFieldError(await verify(account.email, code), 'otp', INVALID);
    expect((await login(t.app, account.email, FRESH, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses a wrong code without using the code up, and audits the failure', async () => {
    const account = await registerUser(t.app);
    const code = await requestCode(account.email);
    const res = await verify(account.email, otherCode(code));
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: INVALID }, errors: [{ field: 'otp', message: INVALID }] });
    expectFieldError(await reset(account.email, otherCode(code)), 'otp', INVALID);
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
    expect((await verify(account.email, code)).statusCode).toBe(200);
    const failures = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PASSWORD_RESET_FAILED');
    expect(failures).toHaveLength(2);
    expect(failures.every((r) => !r.success)).toBe(true);
  });

  it('refuses an easily guessed new password on the newPassword field, keeping the code and the old password', async () => {
    const account = await registerUser(t.app, { firstName: 'Quillon', lastName: 'Brackenfeld' });
    const code = await requestCode(account.email);
    expectWeakPassword(await reset(account.email, code, 'password1'), 'newPassword', /: this is a commonly used password\./);
    expectWeakPassword(await reset(account.email, code, 'QuillonBrackenfeld'), 'newPassword', /personal/);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);

    // The code was not used up nor counted as a wrong try: a strong password goes through with it.
    expect((await codeRow(account.email))!.attempts).toBe(0);
    expect((await reset(account.email, code, FRESH)).statusCode).toBe(200);
    expect((await login(t.app, account.email, FRESH, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('lets the owner sign in at once from where they reset, after failed sign-ins throttled that address', async () => {
    const account = await registerUser(t.app);
    const home = freshIp();
    for (let i = 0; i < 10; i++) expectError(await login(t.app, account.email, `Wrong${i}pass`, { ip: home }), 401, 'UNAUTHORIZED');
    expectError(await login(t.app, account.email, account.password, { ip: home }), 429, 'RATE_LIMITED');

    const code = await requestCode(account.email);
    expect((await reset(account.email, code, FRESH, home)).statusCode).toBe(200);
    expect((await login(t.app, account.email, FRESH, { ip: home })).statusCode).toBe(200);
  });

  it('checks the code before the password: a wrong code with a weak password is the code error', async () => {
    const account = await registerUser(t.app);
    const code = await requestCode(account.email);
    expectFieldError(await reset(account.email, otherCode(code), 'password1'), 'otp', INVALID);
  });

  it('keeps a code for 10 minutes and no longer', async () => {
    const account = await registerUser(t.app);
    const code = await requestCode(account.email);
    try {
      offsetMs = 9 * 60_000 + 50_000;
      expect((await verify(account.email, code)).statusCode).toBe(200);
      offsetMs = 10 * 60_000 + 1000;
      expectFieldError(await verify(account.email, code), 'otp', INVALID);
      expectFieldError(await reset(account.email, code), 'otp', INVALID);
    } finally {
      offsetMs = 0;
    }
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries: the sixth is refused even with the right code', async () => {
    const account = await registerUser(t.app);
    const code = await requestCode(account.email);
    for (let i = 0; i < 5; i++) expectFieldError(await verify(account.email, otherCode(code)), 'otp', INVALID);
    expectFieldError(await verify(account.email, code), 'otp', INVALID);
    expectFieldError(await reset(account.email, code), 'otp', INVALID);
    expect((await codeRow(account.email))!.attempts).toBe(5);
  });

  it('lets right tries through without counting them: 4 wrong, then verify and reset', async () => {
    const account = await registerUser(t.app);
    const code = await requestCode(account.email);
    for (let i = 0; i < 4; i++) await verify(account.email, otherCode(code));
    expect((await verify(account.email, code)).statusCode).toBe(200);
    expect((await reset(account.email, code)).statusCode).toBe(200);
  });

  it('replaces an earlier code with a new one, with its tries back at zero', async () => {
    const account = await registerUser(t.app);
    const first = await requestCode(account.email);
    for (let i = 0; i < 3; i++) await verify(account.email, otherCode(first));
    await pause(1100);
    const second = await requestCode(account.email);
    expect((await codeRow(account.email))!.attempts).toBe(0);
    if (second !== first) expectFieldError(await verify(account.email, first), 'otp', INVALID);
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });
});

describe('an address with no account', () => {
  it('gets the same answer, a mail of its own and no code; checks fail exactly like wrong codes', async () => {
    const known = await registerUser(t.app);
    const unknown = uniqueEmail('nobody');
    const a = await forgot(known.email);
    const b = await forgot(unknown);
    expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
    await mailSettled(t.database);
    const mail = lastMailTo(outbox, unknown)!;
    expect(header(mail, 'Subject')).toBe('Password reset request | Inclusive Jobs');
    expect(mail).not.toMatch(/Your code:/);
    expect(await userByEmail(t, unknown)).toBeUndefined();

    const wrongKnown = await verify(known.email, '0000');
    const wrongUnknown = await verify(unknown, '0000');
    expect([wrongUnknown.statusCode, wrongUnknown.body]).toEqual([wrongKnown.statusCode, wrongKnown.body]);
    const resetUnknown = await reset(unknown, '0000');
    expect([resetUnknown.statusCode, resetUnknown.body]).toEqual([wrongKnown.statusCode, wrongKnown.body]);
  });

  it('takes about as long to answer as an address with an account', async () => {
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const timeOf = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timeOf((await registerUser(t.app)).email));
      unknown.push(await timeOf(uniqueEmail('nobody')));
    }
    // Both do the same work (a lookup, a mail, an audit row); a generous bound keeps a busy machine from failing it.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(40, median(known)));
  });
});

describe('bad input', () => {
  it.each([
    ['/v1/auth/forgot-password', {}, 'email', 'Email address is required'],
    ['/v1/auth/forgot-password', { email: '' }, 'email', 'Email address is required'],
    ['/v1/auth/forgot-password', { email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    ['/v1/auth/forgot-password', { email: 'a@example.com', role: 'admin' }, 'role', 'Unknown field: role'],
    ['/v1/auth/verify-otp', { email: 'a@example.com' }, 'otp', 'OTP is required'],
    ['/v1/auth/verify-otp', { email: 'a@example.com', otp: '123' }, 'otp', 'OTP must be a 4-digit number'],
    ['/v1/auth/verify-otp', { email: 'a@example.com', otp: '12345' }, 'otp', 'OTP must be a 4-digit number'],
    ['/v1/auth/verify-otp', { email: 'a@example.com', otp: '12a4' }, 'otp', 'OTP must be a 4-digit number'],
    ['/v1/auth/verify-otp', { email: 'a@example.com', otp: 1234 }, 'otp', 'OTP is required'],
    ['/v1/auth/reset-password', { email: 'a@example.com', otp: '1234', newPassword: 'abc12' }, 'newPassword', 'Password must be at least 8 characters long'],
    ['/v1/auth/reset-password', { email: 'a@example.com', otp: '1234', newPassword: 'abc1234' }, 'newPassword', 'Password must be at least 8 characters long'],
    ['/v1/auth/reset-password', { email: 'a@example.com', otp: '1234' }, 'newPassword', 'Password is required'],
    ['/v1/auth/reset-password', { otp: '1234', newPassword: FRESH }, 'email', 'Email address is required'],
  ])('POST %s %j answers 400 with the fixed message', async (url, body, field, message) => {
    const before = (await auditTrail(t)).length;
    const res = await post(url, body);
    const json = expectError(res, 400, 'VALIDATION_ERROR');
    expect(json.errors).toContainEqual({ field, message });
    expect((await auditTrail(t)).length).toBe(before);
  });

  it('refuses a huge body with 413 and no stack', async () => {
    const res = await post('/v1/auth/forgot-password', { email: `${'a'.repeat(300_000)}@example.com` });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
