import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, login, registerUser, uniqueEmail, validRegistration, type TestApp } from '../../helpers/app.ts';
import { countUsers } from '../../helpers/stored.ts';
import { expectError, expectRateLimited } from '../../helpers/expect.ts';

// Small limits so that each rule is reached in a few calls. Every test signs in from its own
// addresses (freshIp) so that the per-IP counters of one test never leak into another.
const FAILURES_PER_ACCOUNT = 3;
const ACCOUNT_CEILING = 7;
const ATTEMPTS_PER_IP = 5;
const REGISTRATIONS_PER_IP = 2;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const REGISTRATION_WINDOW_SECONDS = 60 * 60;
const FROM_THIS_NETWORK = /^Too many failed sign-in attempts for this account from this network\. Please try again in \d+ minutes?\.$/;
const FOR_EVERYONE = /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT),
    LOGIN_ACCOUNT_FAILURE_CEILING: String(ACCOUNT_CEILING),
    LOGIN_ATTEMPTS_PER_IP: String(ATTEMPTS_PER_IP),
    REGISTRATIONS_PER_IP: String(REGISTRATIONS_PER_IP),
  });
});
afterAll(() => t.close());

async function failTimes(n: number, email: string, ip: string) {
  for (let i = 0; i < n; i++) expectError(await login(t.app, email, `Wrong${i}pass`, { ip }), 401, 'UNAUTHORIZED');
}

describe('sign-in failures per account and address', () => {
  it(`refuses the address after ${FAILURES_PER_ACCOUNT} failures from it, even for the right password`, async () => {
    const ip = freshIp();
    const account = await registerUser(t.app, {}, { ip });
    await failTimes(FAILURES_PER_ACCOUNT, account.email, ip);

    const res = await login(t.app, account.email, account.password, { ip });
    const body = expectRateLimited(res, LOGIN_WINDOW_SECONDS);
    expect(body.error.message).toMatch(FROM_THIS_NETWORK);
    expect(res.body).not.toContain('token');
  });

  it("leaves the owner free to sign in from their own address while a stranger's address is refused", async () => {
    const owner = await registerUser(t.app, {}, { ip: freshIp() });
    const stranger = freshIp();
    // The exact requests that locked the owner out everywhere for 15 minutes: wrong passwords from elsewhere.
    await failTimes(FAILURES_PER_ACCOUNT, owner.email, stranger);
    expectRateLimited(await login(t.app, owner.email, 'Wrong-again1', { ip: stranger }), LOGIN_WINDOW_SECONDS);

    expect((await login(t.app, owner.email, owner.password, { ip: freshIp() })).statusCode).toBe(200);
    // The stranger's address stays refused, even with the right password.
    expectRateLimited(await login(t.app, owner.email, owner.password, { ip: stranger }), LOGIN_WINDOW_SECONDS);
  });

  it('counts every letter case of the email as one account', async () => {
    const ip = freshIp();
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    await failTimes(FAILURES_PER_ACCOUNT, account.email.toUpperCase(), ip);
    expectRateLimited(await login(t.app, account.email, account.password, { ip }), LOGIN_WINDOW_SECONDS);
  });

  it('lets the right password in before the limit and starts counting again after it', async () => {
    const ip = freshIp();
    const account = await registerUser(t.app, {}, { ip });
    await failTimes(FAILURES_PER_ACCOUNT - 1, account.email, ip);
    expect((await login(t.app, account.email, account.password, { ip })).statusCode).toBe(200);

    // The success cleared the count: the same number of failures is allowed again.
    await failTimes(FAILURES_PER_ACCOUNT - 1, account.email, ip);
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it("does not refuse another account: one account's failures leave the others free", async () => {
    const ip = freshIp();
    const victim = await registerUser(t.app, {}, { ip });
    const other = await registerUser(t.app, {}, { ip });
    await failTimes(FAILURES_PER_ACCOUNT, victim.email, ip);

    expect((await login(t.app, other.email, other.password, { ip })).statusCode).toBe(200);
  });

  it('counts failures for addresses that have no account the same way', async () => {
    const email = uniqueEmail('ghost');
    const ip = freshIp();
    await failTimes(FAILURES_PER_ACCOUNT, email, ip);
    const ghost = await login(t.app, email, 'Whatever1', { ip });
    expect(expectRateLimited(ghost, LOGIN_WINDOW_SECONDS).error.message).toMatch(FROM_THIS_NETWORK);
  });

  it('cannot be outrun from one address by sending many guesses at once', async () => {
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => login(t.app, account.email, `Guess${i}pass`, { ip })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5 - FAILURES_PER_ACCOUNT);
  });
});

describe(`the account-wide ceiling (${ACCOUNT_CEILING} failures from every address)`, () => {
  it('refuses every address, the owner too, once failures from all addresses reach it', async () => {
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    // Under the per-address limit from each address, so only the ceiling can stop them.
    for (let left = ACCOUNT_CEILING; left > 0; left -= FAILURES_PER_ACCOUNT - 1) {
      await failTimes(Math.min(left, FAILURES_PER_ACCOUNT - 1), account.email, freshIp());
    }
    const res = await login(t.app, account.email, account.password, { ip: freshIp() });
    expect(expectRateLimited(res, LOGIN_WINDOW_SECONDS).error.message).toMatch(FOR_EVERYONE);

    const other = await registerUser(t.app, {}, { ip: freshIp() });
    expect((await login(t.app, other.email, other.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('does not count the attempts an address was already refused', async () => {
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    const stranger = freshIp();
    await failTimes(FAILURES_PER_ACCOUNT, account.email, stranger);
    for (let i = 0; i < ACCOUNT_CEILING; i++) expectRateLimited(await login(t.app, account.email, `More${i}pass`, { ip: stranger }), LOGIN_WINDOW_SECONDS);

    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('cannot be outrun by many addresses guessing at once', async () => {
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(t.app, account.email, `Guess${i}pass`, { ip: freshIp() })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_CEILING);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - ACCOUNT_CEILING);
  });
});

describe('sign-in attempts per IP', () => {
  it(`refuses the attempt after ${ATTEMPTS_PER_IP} from one address, whatever the account`, async () => {
    const ip = freshIp();
    const account = await registerUser(t.app, {}, { ip });
    for (let i = 0; i < ATTEMPTS_PER_IP; i++) {
      expectError(await login(t.app, uniqueEmail('spray'), 'Wrong1234', { ip }), 401, 'UNAUTHORIZED');
    }

    const res = await login(t.app, account.email, account.password, { ip });
    const body = expectRateLimited(res, LOGIN_WINDOW_SECONDS);
    expect(body.error.message).toMatch(/^Too many sign-in attempts from this network\./);

    // The account itself is not locked: from another network it signs in.
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('counts successful sign-ins too', async () => {
    const ip = freshIp();
    const account = await registerUser(t.app, {}, { ip });
    for (let i = 0; i < ATTEMPTS_PER_IP; i++) expect((await login(t.app, account.email, account.password, { ip })).statusCode).toBe(200);
    expectRateLimited(await login(t.app, account.email, account.password, { ip }), LOGIN_WINDOW_SECONDS);
  });

  it('ignores a forged X-Forwarded-For header (no trusted proxy is configured)', async () => {
    const ip = freshIp();
    for (let i = 0; i < ATTEMPTS_PER_IP; i++) await login(t.app, uniqueEmail('spray'), 'Wrong1234', { ip });

    const res = await login(t.app, uniqueEmail('spray'), 'Wrong1234', { ip, headers: { 'x-forwarded-for': freshIp() } });
    expectRateLimited(res, LOGIN_WINDOW_SECONDS);
  });

  it('does not count requests refused as invalid input', async () => {
    const ip = freshIp();
    for (let i = 0; i < ATTEMPTS_PER_IP + 2; i++) {
      expectError(await call(t.app, 'POST', '/v1/auth/login', { ip, body: { email: 'nope' } }), 400, 'VALIDATION_ERROR');
    }
    const account = await registerUser(t.app, {}, { ip });
    expect((await login(t.app, account.email, account.password, { ip })).statusCode).toBe(200);
  });
});

describe('registrations per IP', () => {
  it(`refuses the registration after ${REGISTRATIONS_PER_IP} from one address and creates nothing`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP; i++) await registerUser(t.app, {}, { ip });
    const before = await countUsers(t);

    const body = validRegistration();
    const res = await call(t.app, 'POST', '/v1/auth/register', { ip, body });
    const error = expectRateLimited(res, REGISTRATION_WINDOW_SECONDS);
    expect(error.error.message).toMatch(/^Too many registrations from this network\./);
    expect(await countUsers(t)).toBe(before);

    // Another network may still register.
    expect((await call(t.app, 'POST', '/v1/auth/register', { ip: freshIp(), body })).statusCode).toBe(201);
  });
});
