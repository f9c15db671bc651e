import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, freshIp, login, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { codeFrom, decodeQuotedPrintable, eventually, header, mailSettled, startSmtpReceiver } from '../../helpers/mail.ts';
import { auditTrail } from '../../helpers/stored.ts';

// The same flow with SMTP_URL set: the code is read from what a real SMTP server received.
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let down: TestApp;
let downPort: number;
let smtpBack: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
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
  downPort = closedPort;
  // A database of its own: a second server on the same one would share its mail queue and send for it.
  down = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, MAIL_RETRIES: '1', MAIL_RETRY_DELAY_SECONDS: '1' },
    { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } },
  );
});
afterAll(async () => {
  await down.close();
  await smtpBack?.close();
  await t.close();
  await smtp.close();
});

const post = (app: TestApp, url: string, body: unknown, ip = freshIp()) => call(app.app, 'POST', url, { body, ip });

describe('password reset over SMTP', () => {
  it('delivers the code to the SMTP server, and the code resets the password', async () => {
    const account = await registerUser(t.app);
    const res = await post(t, '/v1/auth/forgot-password', { email: account.email }, '10.9.0.1');
    expect(res.statusCode, res.body).toBe(200);
    await mailSettled(t.database);

    const mail = smtp.lastTo(account.email)!;
    expect(mail.user).toBe('jobboard');
    expect(header(mail.raw, 'From')).toBe('Inclusive Jobs <hello@jobs.example.org>');
    // No PUBLIC_URL: the link is on the server's own address (PORT 3000), whatever the request's Host.
    expect(decodeQuotedPrintable(mail.raw)).toContain(`http://localhost:3000/reset-password?email=${encodeURIComponent(account.email)}`);
    const otp = codeFrom(mail.raw);

    expect((await post(t, '/v1/auth/verify-otp', { email: account.email, otp })).statusCode).toBe(200);
    expect((await post(t, '/v1/auth/reset-password', { email: account.email, otp, newPassword: 'Signal-Harbor-Pebble-52' })).statusCode).toBe(200);
    expect((await login(t.app, account.email, 'Signal-Harbor-Pebble-52', { ip: freshIp() })).statusCode).toBe(200);
    await mailSettled(t.database);
    expect(header(smtp.lastTo(account.email)!.raw, 'Subject')).toBe('Your password was changed | Inclusive Jobs');
  });
});

describe('when the SMTP server is down', () => {
  it('answers at once, tries the mail again, marks it failed for an administrator, who sends it once the server is back', async () => {
    const account = await registerUser(down.app);
    const asked = await post(down, '/v1/auth/forgot-password', { email: account.email });
    expect(asked.json()).toEqual({ success: true, message: 'Password reset OTP sent successfully!' });

    // One try and one retry a second later, then the task is failed and shown as such.
    const admin = await createAdmin(down);
    const status = async () => (await call(down.app, 'GET', '/v1/admin/task-queue', { token: admin.token })).json().data;
    await eventually(async () => (await status()).failed.length === 1, 15_000);
    const seen = await status();
    expect(seen.queues).toContainEqual(expect.objectContaining({ queue: 'mail', waiting: 0, active: 0, failedLastDay: 1 }));
    expect(seen.failed[0]).toMatchObject({ queue: 'mail', tries: 2, reason: 'The mail server did not accept the mail' });
    // The failed task holds the mail sealed: neither the address nor the code can be read from the database.
    const { rows } = await down.database.sql.query("select data::text as data from pgboss.job where name = 'mail'", []);
    expect(JSON.stringify(rows)).not.toContain(account.email);
    expect(smtpBack).toBeUndefined();

    // The mail server comes back on the same port; the administrator queues the mail again.
    smtpBack = await startSmtpReceiver({ port: downPort });
    const retried = await call(down.app, 'POST', `/v1/admin/task-queue/failed/${seen.failed[0].id}/retry`, { token: admin.token });
    expect(retried.json()).toEqual({ success: true, message: 'The task is queued again.' });
    await eventually(() => smtpBack!.lastTo(account.email) !== undefined, 10_000);
    expect(header(smtpBack.lastTo(account.email)!.raw, 'Subject')).toBe('Your password reset code | Inclusive Jobs');
    expect((await status()).failed).toEqual([]);
    const audit = (await auditTrail(down)).filter((r) => r.actionType === 'TASK_RETRIED');
    expect(audit).toHaveLength(1);

    // Only a failed task can be retried, and only by an administrator.
    expectError(await call(down.app, 'POST', `/v1/admin/task-queue/failed/${seen.failed[0].id}/retry`, { token: admin.token }), 404, 'NOT_FOUND', 'There is no failed task with this id.');
    expectError(await call(down.app, 'POST', `/v1/admin/task-queue/failed/not-an-id/retry`, { token: admin.token }), 400, 'VALIDATION_ERROR');
    expectError(await call(down.app, 'GET', '/v1/admin/task-queue', { token: account.token }), 403, 'FORBIDDEN');
    expectError(await call(down.app, 'GET', '/v1/admin/task-queue'), 401, 'UNAUTHORIZED');
  });
});
