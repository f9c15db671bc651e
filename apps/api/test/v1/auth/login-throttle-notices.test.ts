import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_NOTICES_PER_DAY } from '../../../src/modules/auth/auth.service.ts';
import { createTestApp, freshIp, login, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { expectError, expectRateLimited } from '../../helpers/expect.ts';
import { eventually, memoryMailer } from '../../helpers/mail.ts';

// When failed sign-ins throttle an account, or one address for it, the owner is told by mail once.
const FAILURES_PER_ACCOUNT = 3;
const ACCOUNT_CEILING = 7;
const env = {
  LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT),
  LOGIN_ACCOUNT_FAILURE_CEILING: String(ACCOUNT_CEILING),
  REGISTRATIONS_PER_IP: '100000',
  PUBLIC_URL: 'https://jobs.example.org',
};
const mails = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, { build: { mailer: mails.mailer } });
});
afterAll(() => t.close());

const fail = (app: TestApp, email: string, ip: string, n: number) =>
  (async () => {
    for (let i = 0; i < n; i++) expectError(await login(app.app, email, `Wrong${i}pass`, { ip }), 401, 'UNAUTHORIZED');
  })();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the throttle notice', () => {
  it('tells the owner once that an address was throttled: when, from where, password unchanged, what to do', async () => {
    const owner = await registerUser(t.app, { firstName: 'Amara' });
    const stranger = freshIp();
    await fail(t, owner.email, stranger, FAILURES_PER_ACCOUNT - 1);
    await settle();
    expect(mails.to(owner.email)).toHaveLength(0);

    const before = Date.now();
    await fail(t, owner.email, stranger, 1);
    await eventually(() => mails.to(owner.email).length === 1);
    const [mail] = mails.to(owner.email);
    expect(mail!.subject).toBe('Failed sign-ins to your account | Inclusive Jobs');
    expect(mail!.text).toContain('Hello Amara,');
    expect(mail!.text).toContain(`${FAILURES_PER_ACCOUNT} wrong passwords were tried for your Inclusive Jobs account from the network address ${stranger}.`);
    expect(mail!.text).toContain('You can still sign in from anywhere else.');
    expect(mail!.text).toContain('Your password has not been changed');
    expect(mail!.text).toMatch(/If it was not you, someone may be guessing your password: reset it now/);
    expect(mail!.text).toContain('Reset your password:\nhttps://jobs.example.org/forgot-password');
    expect(mail!.html).toContain('<a href="https://jobs.example.org/forgot-password">Reset your password</a>');
    // When: the day and minute it happened, in UTC.
    const stamp = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    expect([stamp.format(before), stamp.format(Date.now())].some((w) => mail!.text.includes(`When: ${w} UTC`))).toBe(true);

    // Refused attempts afterwards from that address send nothing more.
    for (let i = 0; i < 3; i++) expectRateLimited(await login(t.app, owner.email, 'Again1pass', { ip: stranger }), 15 * 60);
    await settle();
    expect(mails.to(owner.email)).toHaveLength(1);
  });

  it('tells the owner once when the account is throttled for everyone', async () => {
    const owner = await registerUser(t.app);
    for (let left = ACCOUNT_CEILING; left > 0; left -= FAILURES_PER_ACCOUNT - 1) {
      await fail(t, owner.email, freshIp(), Math.min(left, FAILURES_PER_ACCOUNT - 1));
    }
    await eventually(() => mails.to(owner.email).length === 1);
    const [mail] = mails.to(owner.email);
    expect(mail!.subject).toBe('Sign-ins to your account are paused | Inclusive Jobs');
    expect(mail!.text).toContain(`${ACCOUNT_CEILING} wrong passwords were tried for your Inclusive Jobs account, the last from the network address`);
    expect(mail!.text).toContain('we refuse every sign-in to your account, including yours.');
    expect(mail!.text).toContain('Your password has not been changed');

    expectRateLimited(await login(t.app, owner.email, owner.password, { ip: freshIp() }), 15 * 60);
    await settle();
    expect(mails.to(owner.email)).toHaveLength(1);
  });

  it('mails nobody for an address without an account, and answers it exactly alike', async () => {
    const owner = await registerUser(t.app);
    const ghost = uniqueEmail('ghost');
    const [a, b] = [freshIp(), freshIp()];
    await fail(t, owner.email, a, FAILURES_PER_ACCOUNT);
    await fail(t, ghost, b, FAILURES_PER_ACCOUNT);
    const real = await login(t.app, owner.email, 'Wrong9pass', { ip: a });
    const none = await login(t.app, ghost, 'Wrong9pass', { ip: b });
    expect([none.statusCode, none.json()]).toEqual([real.statusCode, real.json()]);
    await settle();
    expect(mails.to(ghost)).toHaveLength(0);
  });

  it(`sends at most ${THROTTLE_NOTICES_PER_DAY} a day to one account, however often its addresses are throttled`, async () => {
    const owner = await registerUser(t.app);
    for (let round = 0; round <= THROTTLE_NOTICES_PER_DAY; round++) {
      await fail(t, owner.email, freshIp(), FAILURES_PER_ACCOUNT);
      // The owner signing in clears the account's count, so the next round throttles afresh.
      expect((await login(t.app, owner.email, owner.password, { ip: freshIp() })).statusCode).toBe(200);
    }
    await eventually(() => mails.to(owner.email).length === THROTTLE_NOTICES_PER_DAY);
    await settle();
    expect(mails.to(owner.email)).toHaveLength(THROTTLE_NOTICES_PER_DAY);
  });
});

describe('the notice and the answer', () => {
  it('neither delays nor changes the answer, even when the mail never leaves', async () => {
    const stuck = memoryMailer({ pending: true });
    const other = await createTestApp(env, { build: { mailer: stuck.mailer }, database: t.database });
    try {
      const owner = await registerUser(other.app);
      const ip = freshIp();
      await fail(other, owner.email, ip, FAILURES_PER_ACCOUNT);
      await eventually(() => stuck.to(owner.email).length === 1);
      const refused = await login(other.app, owner.email, 'Wrong9pass', { ip });
      expect(expectRateLimited(refused, 15 * 60).error.message).toMatch(/^Too many failed sign-in attempts for this account from this network\./);
    } finally {
      await other.close();
    }
  });

  it('gives no link when the site has no PUBLIC_URL, since one would follow the request Host', async () => {
    const local = memoryMailer();
    const { PUBLIC_URL: _unset, ...withoutUrl } = env;
    const other = await createTestApp(withoutUrl, { build: { mailer: local.mailer }, database: t.database });
    try {
      const owner = await registerUser(other.app);
      const ip = freshIp();
      for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
        await other.app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: ip, headers: { host: 'evil.example' }, payload: { email: owner.email, password: `Wrong${i}pass` } });
      }
      await eventually(() => local.to(owner.email).length === 1);
      const [mail] = local.to(owner.email);
      expect(mail!.text).not.toContain('evil.example');
      expect(mail!.html).not.toContain('<a href');
      expect(mail!.text).toContain('choose "Forgot password?" on the sign-in page');
    } finally {
      await other.close();
    }
  });
});
