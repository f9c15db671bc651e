import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, login, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError, expectRateLimited } from '../../helpers/expect.ts';
import { lastCodeTo, readOutbox, mailSettled } from '../../helpers/mail.ts';

// The once-a-minute default; small per-IP caps so each is reached in a few calls. A second app
// over the same database asks for codes once a second, to reach the per-address daily cap.
const REQUESTS_PER_IP = 3;
const CHECKS_PER_IP = 8;
const CODES_PER_ADDRESS = 4;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-reset-limits-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
let quick: TestApp;
beforeAll(async () => {
  const env = { DATA_DIR: dataDir, RESET_REQUESTS_PER_IP: String(REQUESTS_PER_IP), RESET_CHECKS_PER_IP: String(CHECKS_PER_IP) };
  t = await createTestApp(env);
  quick = await createTestApp(
    { ...env, RESET_REQUEST_INTERVAL_SECONDS: '1', RESET_CHECKS_PER_IP: '1000', RESET_REQUESTS_PER_IP: '1000', RESET_CODES_PER_ADDRESS: String(CODES_PER_ADDRESS) },
    { database: t.database },
  );
});
afterAll(async () => {
  await quick.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (app: TestApp, url: string, body: unknown, ip = freshIp()) => call(app.app, 'POST', url, { body, ip });
const forgot = (email: string, ip?: string) => post(t, '/v1/auth/forgot-password', { email }, ip);
const verify = (app: TestApp, email: string, otp: string, ip?: string) => post(app, '/v1/auth/verify-otp', { email, otp }, ip);
const INVALID = 'Invalid or expired OTP. Please check the code or request a new one.';
const otherCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Asks `quick` for a code for the address, a second after the last (its interval here). */
async function quickAsk(email: string) {
  await pause(1100);
  return post(quick, '/v1/auth/forgot-password', { email });
}
/** Asks for a code and reads it from the mail. */
async function quickCode(email: string): Promise<string> {
  const res = await quickAsk(email);
  expect(res.statusCode, res.body).toBe(200);
  await mailSettled(t.database);
  return lastCodeTo(outbox, email);
}
const NEW_PASSWORD = 'Copper-Lichen-Walrus-83';

describe('asking for codes', () => {
  it('sends one code a minute per address, with or without an account, and no mail for the refused one', async () => {
    for (const email of [(await registerUser(t.app)).email, uniqueEmail('nobody')]) {
      expect((await forgot(email)).statusCode).toBe(200);
      await mailSettled(t.database);
      const mails = readOutbox(outbox).length;
      const again = await forgot(email.toUpperCase());
      const body = expectRateLimited(again, 60);
      expect(body.error.message).toMatch(/^You can ask for a new code once a minute\. Please try again in (\d+ seconds|1 minute)\.$/);
      await mailSettled(t.database);
      expect(readOutbox(outbox).length).toBe(mails);
    }
  });

  it(`sends at most ${REQUESTS_PER_IP} codes an hour to one network`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REQUESTS_PER_IP; i++) expect((await forgot(uniqueEmail('any'), ip)).statusCode).toBe(200);
    const body = expectRateLimited(await forgot(uniqueEmail('any'), ip), 3600);
    expect(body.error.message).toMatch(/^Too many reset codes were asked for from this network\./);
    expect((await forgot(uniqueEmail('any'))).statusCode).toBe(200);
  });
});

describe('checking codes', () => {
  it(`checks at most ${CHECKS_PER_IP} codes per network in 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CHECKS_PER_IP; i++) expectError(await verify(t, uniqueEmail('any'), '1234', ip), 400, 'VALIDATION_ERROR');
    const body = expectRateLimited(await verify(t, uniqueEmail('any'), '1234', ip), 15 * 60);
    expect(body.error.message).toMatch(/^Too many code checks from this network\./);
  });

  it("does not shut the owner out when strangers check wrong codes for their address while it has no live code", async () => {
    const account = await registerUser(quick.app);
    // The exact requests that locked the owner out of recovery for 24 hours: ten wrong checks, and more.
    for (let i = 0; i < 12; i++) expectFieldError(await verify(quick, account.email, '1234'), 'otp', INVALID);

    const code = await quickCode(account.email);
    expect((await verify(quick, account.email, code)).statusCode).toBe(200);
    expect((await post(quick, '/v1/auth/reset-password', { email: account.email, otp: code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(quick.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong tries against the live code only: each new code has its own tries, however many failed before', async () => {
    const account = await registerUser(quick.app);
    for (let round = 0; round < 3; round++) {
      const code = await quickCode(account.email);
      for (let i = 0; i < 5; i++) expectFieldError(await verify(quick, account.email, otherCode(code)), 'otp', INVALID);
      // Voided after its fifth wrong try, even for the right code.
      expectFieldError(await verify(quick, account.email, code), 'otp', INVALID);
    }
    // Fifteen wrong tries, and more checks with no live code, later: the next code still works.
    const code = await quickCode(account.email);
    expect((await verify(quick, account.email, code)).statusCode).toBe(200);
  });
});

describe(`codes per address per day (${CODES_PER_ADDRESS} here, RESET_CODES_PER_ADDRESS)`, () => {
  it('sends at most that many codes to one address in 24 hours, the same for an address with no account', async () => {
    const account = await registerUser(quick.app);
    const nobody = uniqueEmail('nobody');
    const answers = [];
    for (const email of [account.email, nobody]) {
      for (let i = 0; i < CODES_PER_ADDRESS; i++) expect((await quickAsk(email)).statusCode).toBe(200);
      await mailSettled(t.database);
      const mails = readOutbox(outbox).length;
      const refused = await quickAsk(email.toUpperCase());
      const body = expectRateLimited(refused, 24 * 3600);
      expect(body.error.message).toBe('Too many reset codes were sent to this address today. Please try again in 24 hours.');
      await mailSettled(t.database);
      expect(readOutbox(outbox).length).toBe(mails);
      answers.push([refused.statusCode, refused.json()]);
    }
    expect(answers[1]).toEqual(answers[0]);

    // The last code sent still works: the cap stops new codes, not the owner.
    await mailSettled(t.database);
    const last = lastCodeTo(outbox, account.email);
    expect((await verify(quick, account.email, last)).statusCode).toBe(200);
    // Other addresses are not affected.
    await quickCode((await registerUser(quick.app)).email);
  });
});
