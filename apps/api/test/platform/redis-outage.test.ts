// Redis stops while the API runs: rate limits fall back to this process's counters (sign-in keeps
// answering, never a 500), the health answer says degraded, and counting goes back to Redis when
// it returns. The test starts and stops a Redis of its own on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, withFallback } from '../../src/platform/rate-limit.ts';
import { call, createTestApp, freshIp, login, registerUser, type TestApp } from '../helpers/app.ts';
import { reportFigures, since } from '../helpers/figures.ts';
import { freePort } from '../helpers/ports.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let i = 0; i < 100; i++) {
    if (await probe.connect().then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  probe.disconnect();
  return child;
}
const stopRedis = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL'))));

async function until(condition: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// NOTE: skipped only on a machine without redis-server, where the server runs without Redis anyway.
describe.skipIf(!fs.existsSync(REDIS_SERVER))('rate limits when Redis goes away', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;
  const lines: string[] = [];
  const log = { warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const store = withFallback(await createRedisStore(`redis://127.0.0.1:${port}`, 'outage:'), () => log);
    t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3' }, { rateLimitStore: store });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  const health = async () => (await call(t.app, 'GET', '/v1/health')).json().data;

  it('reports Redis in the health answer while it answers', async () => {
    const data = await health();
    expect(data.status).toBe('ok');
    expect(data.dependencies.redis).toMatchObject({ state: 'ok', latencyMs: expect.any(Number) });
    expect(data.dependencies.database).toMatchObject({ state: 'ok', latencyMs: expect.any(Number) });
  });

  it('keeps signing people in and limiting guesses per process while Redis is down, and says degraded', async () => {
    const { email, password } = await registerUser(t.app, { role: 'applicant' });
    await stopRedis(redis);

    const ip = freshIp();
    expect((await login(t.app, email, password, { ip })).statusCode).toBe(200);
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis is unreachable/);

    // Wrong passwords are still limited, by this process's own counters.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(t.app, email, 'Wrong-password-1', { ip })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // One warning per outage, not one per request.
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);

    const res = await call(t.app, 'GET', '/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'degraded', database: 'ok', dependencies: { redis: { state: 'degraded', note: expect.stringMatching(/each instance/) } } });
    reportFigures('Redis down', { 'sign-ins answered': 1 + statuses.length, 'server errors': [...statuses].filter((s) => s >= 500).length, 'wrong passwords refused (429)': statuses.filter((s) => s === 429).length, warnings: lines.filter((l) => l.startsWith('warn')).length });
  });

  it('counts in Redis again once it is back', async () => {
    const restarted = performance.now();
    redis = await startRedis(port);
    await until(async () => (await health()).dependencies.redis.state === 'ok');
    const healthyMs = since(restarted);
    const { email } = await registerUser(t.app, { role: 'applicant' });
    expect((await login(t.app, email, 'Wrong-password-1', { ip: freshIp() })).statusCode).toBe(401);
    expect(lines.at(-1)).toMatch(/^info .*Redis answers again/);
    const client = new Redis(port, '127.0.0.1');
    try {
      expect((await client.keys('outage:*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    expect((await health()).status).toBe('ok');
    reportFigures('Redis back', { 'health ok again after ms': healthyMs, 'counting in Redis again': 'yes' });
  });
});
