import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { expectError, expectRateLimited } from '../../helpers/expect.ts';
import { codeFrom, lastMailTo, readOutbox } from '../../helpers/mail.ts';

// The once-a-minute default; small per-IP caps so each is reached in a few calls. A second app
// over the same database asks for codes once a second, to reach the per-account daily cap.
const REQUESTS_PER_IP = 3;
const CHECKS_PER_IP = 8;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-reset-limits-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
let quick: TestApp;
beforeAll(async () => {
  const env = { DATA_DIR: dataDir, RESET_REQUESTS_PER_IP: String(REQUESTS_PER_IP), RESET_CHECKS_PER_IP: String(CHECKS_PER_IP) };
  t = await createTestApp(env);
  quick = await createTestApp({ ...env, RESET_REQUEST_INTERVAL_SECONDS: '1', RESET_CHECKS_PER_IP: '1000' }, { database: t.database });
});
afterAll(async () => {
  await quick.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (app: TestApp, url: string, body: unknown, ip = freshIp()) => call(app.app, 'POST', url, { body, ip });
const forgot = (email: string, ip?: string) => post(t, '/v1/auth/forgot-password', { email }, ip);
const verify = (app: TestApp, email: string, otp: string, ip?: string) => post(app, '/v1/auth/verify-otp', { email, otp }, ip);
const otherCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('asking for codes', () => {
  it('sends one code a minute per address, with or without an account, and no mail for the refused one', async () => {
    for (const email of [(await registerUser(t.app)).email, uniqueEmail('nobody')]) {
      expect((await forgot(email)).statusCode).toBe(200);
      const mails = readOutbox(outbox).length;
      const again = await forgot(email.toUpperCase());
      const body = expectRateLimited(again, 60);
      expect(body.error.message).toMatch(/^You can ask for a new code once a minute\. Please try again in (\d+ seconds|1 minute)\.$/);
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

  it('allows at most 10 failed checks per account in 24 hours, across codes, then refuses even the right code', async () => {
    const account = await registerUser(quick.app);
    for (let round = 0; round < 2; round++) {
      if (round) await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await post(quick, '/v1/auth/forgot-password', { email: account.email })).statusCode).toBe(200);
      const code = codeFrom(lastMailTo(outbox, account.email)!);
      for (let i = 0; i < 5; i++) expectError(await verify(quick, account.email, otherCode(code)), 400, 'VALIDATION_ERROR');
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post(quick, '/v1/auth/forgot-password', { email: account.email })).statusCode).toBe(200);
    const code = codeFrom(lastMailTo(outbox, account.email)!);
    const refused = await verify(quick, account.email, code);
    const body = expectRateLimited(refused, 24 * 3600);
    expect(body.error.message).toBe('Too many wrong codes for this account. Please try again in 24 hours.');
    expectRateLimited(await post(quick, '/v1/auth/reset-password', { email: account.email, otp: code, newPassword: 'Locked2027' }), 24 * 3600);

    // An address with no account is refused after as many tries, with the same answer.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) expectError(await verify(quick, nobody, '1234'), 400, 'VALIDATION_ERROR');
    const alike = await verify(quick, nobody, '1234');
    expect([alike.statusCode, alike.json().error]).toEqual([refused.statusCode, refused.json().error]);
  });
});
