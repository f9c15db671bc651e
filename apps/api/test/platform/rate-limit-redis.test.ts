import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { createRateLimiter, createRedisStore, type RateLimitStore } from '../../src/platform/rate-limit.ts';
import { createTestApp, freshIp, login, registerUser, type TestApp } from '../helpers/app.ts';
import { expectError, expectRateLimited } from '../helpers/expect.ts';
import { eventually, memoryMailer } from '../helpers/mail.ts';
import { REDIS_URL, redisReachable, uniquePrefix } from '../helpers/redis.ts';

// NOTE: these tests need a Redis server. When REDIS_URL is set they always run (and fail loudly
// if it is down); without it they run against 127.0.0.1:6379 when something answers there, and
// are skipped only on a machine without Redis, where the in-memory store is all the server uses.
const reachable = await redisReachable();

/** Two stores over one Redis with one prefix: what two server instances behind a load balancer see. */
async function twoInstances(label: string): Promise<[RateLimitStore, RateLimitStore]> {
  const prefix = uniquePrefix(label);
  return [await createRedisStore(REDIS_URL, prefix), await createRedisStore(REDIS_URL, prefix)];
}

async function refusal(action: Promise<unknown>): Promise<AppError | null> {
  return action.then(
    () => null,
    (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      return e;
    },
  );
}

describe.skipIf(!process.env.REDIS_URL && !reachable)('rate limits shared through Redis', () => {
  const open: RateLimitStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  async function limiters(label: string) {
    const stores = await twoInstances(label);
    open.push(...stores);
    return stores.map(createRateLimiter) as [ReturnType<typeof createRateLimiter>, ReturnType<typeof createRateLimiter>];
  }

  it('counts hits on both instances against one limit', async () => {
    const [a, b] = await limiters('consume');
    for (let i = 0; i < 3; i++) expect(await refusal(a.consume('login:ip:1.2.3.4', 3, 60, 'Too many.'))).toBeNull();

    // The other instance has seen no hit itself, yet refuses the fourth.
    const refused = await refusal(b.consume('login:ip:1.2.3.4', 3, 60, 'Too many.'));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    const retryAfter = Number(refused!.headers!['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps counters of different keys apart', async () => {
    const [a, b] = await limiters('keys');
    await a.consume('login:fail:a@example.com', 1, 60, 'Too many.');
    expect(await refusal(b.consume('login:fail:b@example.com', 1, 60, 'Too many.'))).toBeNull();
    expect(await refusal(b.consume('login:fail:a@example.com', 1, 60, 'Too many.'))).not.toBeNull();
  });

  it('shares a reset: clearing on one instance clears it for the other', async () => {
    const [a, b] = await limiters('reset');
    await a.consume('k', 1, 60, 'Too many.');
    await b.reset('k');
    expect(await refusal(a.consume('k', 1, 60, 'Too many.'))).toBeNull();
  });

  it('counts parallel hits exactly', async () => {
    const [a, b] = await limiters('parallel');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refusal((i % 2 ? a : b).consume('burst', 5, 60, 'Too many.'))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(5);
  });

  it('opens again when the window is over', async () => {
    const [a, b] = await limiters('window');
    await a.consume('short', 1, 1, 'Too many.');
    expect(await refusal(b.consume('short', 1, 1, 'Too many.'))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await refusal(b.consume('short', 1, 1, 'Too many.'))).toBeNull();
  });

  describe('two API instances over one database and one Redis', () => {
    const FAILURES = 3;
    const CEILING = 5;
    let first: TestApp;
    let second: TestApp;
    let stores: RateLimitStore[];
    const mails = [memoryMailer(), memoryMailer()];
    const mailsTo = (email: string) => mails.flatMap((m) => m.to(email));

    beforeAll(async () => {
      stores = await twoInstances('apps');
      const env = { LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES), LOGIN_ACCOUNT_FAILURE_CEILING: String(CEILING), REGISTRATIONS_PER_IP: '2' };
      first = await createTestApp(env, { rateLimitStore: stores[0]!, build: { mailer: mails[0]!.mailer } });
      second = await createTestApp(env, { rateLimitStore: stores[1]!, database: first.database, build: { mailer: mails[1]!.mailer } });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await Promise.all((stores ?? []).map((s) => s.close()));
    });

    it("see the same failure count for an account and address, and mail the owner once between them", async () => {
      const account = await registerUser(first.app);
      const ip = freshIp();
      expectError(await login(first.app, account.email, 'Wrong1', { ip }), 401, 'UNAUTHORIZED');
      expectError(await login(second.app, account.email, 'Wrong2', { ip }), 401, 'UNAUTHORIZED');
      expectError(await login(first.app, account.email, 'Wrong3', { ip }), 401, 'UNAUTHORIZED');

      // That address is refused on both instances, even with the right password; another is not.
      expectRateLimited(await login(second.app, account.email, account.password, { ip }), 15 * 60);
      expectRateLimited(await login(first.app, account.email, account.password, { ip }), 15 * 60);
      expect((await login(second.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
      await eventually(() => mailsTo(account.email).length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsTo(account.email)).toHaveLength(1);
    });

    it('see the same account-wide count from every address', async () => {
      const account = await registerUser(second.app);
      for (let i = 0; i < CEILING; i++) {
        const app = i % 2 ? first : second;
        expectError(await login(app.app, account.email, `Wrong${i}`, { ip: freshIp() }), 401, 'UNAUTHORIZED');
      }
      expectRateLimited(await login(first.app, account.email, account.password, { ip: freshIp() }), 15 * 60);
      expectRateLimited(await login(second.app, account.email, account.password, { ip: freshIp() }), 15 * 60);
      await eventually(() => mailsTo(account.email).length === 1);
      expect(mailsTo(account.email)[0]!.subject).toBe('Sign-ins to your account are paused | Inclusive Jobs');
    });

    it('see the same registration count for an address', async () => {
      const ip = freshIp();
      await registerUser(first.app, {}, { ip });
      await registerUser(second.app, {}, { ip });
      await expect(registerUser(first.app, {}, { ip })).rejects.toThrow(/429/);
    });
  });
});
