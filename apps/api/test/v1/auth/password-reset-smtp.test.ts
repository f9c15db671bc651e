import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, login, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { codeFrom, decodeQuotedPrintable, header, startSmtpReceiver } from '../../helpers/mail.ts';
import { auditTrail } from '../../helpers/stored.ts';

// The same flow with SMTP_URL set: the code is read from what a real SMTP server received.
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let down: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver({ credentials: { user: 'jobboard', pass: 'mail-secret' } });
  t = await createTestApp({ SMTP_URL: `smtp://jobboard:mail-secret@127.0.0.1:${smtp.port}`, MAIL_FROM: 'Inclusive Jobs <hello@jobs.example.org>' });
  // An SMTP server that is not there: a port that was free a moment ago.
  const closedPort = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` }, { database: t.database });
});
afterAll(async () => {
  await down.close();
  await t.close();
  await smtp.close();
});

const post = (app: TestApp, url: string, body: unknown, ip = freshIp()) => call(app.app, 'POST', url, { body, ip });

describe('password reset over SMTP', () => {
  it('delivers the code to the SMTP server, and the code resets the password', async () => {
    const account = await registerUser(t.app);
    const res = await post(t, '/v1/auth/forgot-password', { email: account.email }, '10.9.0.1');
    expect(res.statusCode, res.body).toBe(200);

    const mail = smtp.lastTo(account.email)!;
    expect(mail.user).toBe('jobboard');
    expect(header(mail.raw, 'From')).toBe('Inclusive Jobs <hello@jobs.example.org>');
    // No PUBLIC_URL: the link is on the server's own address (PORT 3000), whatever the request's Host.
    expect(decodeQuotedPrintable(mail.raw)).toContain(`http://localhost:3000/reset-password?email=${encodeURIComponent(account.email)}`);
    const otp = codeFrom(mail.raw);

    expect((await post(t, '/v1/auth/verify-otp', { email: account.email, otp })).statusCode).toBe(200);
    expect((await post(t, '/v1/auth/reset-password', { email: account.email, otp, newPassword: 'Signal-Harbor-Pebble-52' })).statusCode).toBe(200);
    expect((await login(t.app, account.email, 'Signal-Harbor-Pebble-52', { ip: freshIp() })).statusCode).toBe(200);
    expect(header(smtp.lastTo(account.email)!.raw, 'Subject')).toBe('Your password was changed | Inclusive Jobs');
  });
});

describe('when the SMTP server is down', () => {
  it("answers 503 with the fixed message, alike for any address, and lets the person try again at once", async () => {
    const account = await registerUser(t.app);
    const known = await post(down, '/v1/auth/forgot-password', { email: account.email });
    expectError(known, 503, 'SERVICE_UNAVAILABLE', 'Failed to send reset email. Please try again.');
    const unknown = await post(down, '/v1/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);

    // The failed mail did not use up this minute's code: the working server sends one now.
    expect((await post(t, '/v1/auth/forgot-password', { email: account.email })).statusCode).toBe(200);
    const audit = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PASSWORD_RESET_REQUESTED');
    expect(audit.map((r) => r.success)).toEqual([false, true]);
  });
});
