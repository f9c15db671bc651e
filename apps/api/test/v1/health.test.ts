import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/health', () => {
  it('answers 200 ok after a real database round trip', async () => {
    const res = await call(t.app, 'GET', '/v1/health');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: 'ok',
        dependencies: {
          database: { state: 'ok', latencyMs: expect.any(Number) },
          redis: { state: 'not-configured', latencyMs: null },
          mail: { state: 'ok', latencyMs: expect.any(Number) },
          storage: { state: 'ok', latencyMs: expect.any(Number) },
        },
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer, without its error text', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    const res = await call(t.app, 'GET', '/v1/health');
    ping.mockRestore();

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      data: {
        status: 'degraded',
        database: 'down',
        dependencies: expect.objectContaining({ database: { state: 'down', latencyMs: null }, redis: { state: 'not-configured', latencyMs: null } }),
      },
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2/);
  });

  it('stays up but says degraded, and why, when files cannot be stored or mail cannot leave', async () => {
    const unwritable = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-health-'));
    fs.writeFileSync(path.join(unwritable, 'uploads'), 'a file where the uploads folder should be');
    fs.writeFileSync(path.join(unwritable, 'mail'), 'a file where the mail folder should be');
    const broken = await createTestApp({ DATA_DIR: unwritable }, { database: t.database });
    try {
      const res = await call(broken.app, 'GET', '/v1/health');
      expect(res.statusCode).toBe(200);
      const { status, dependencies } = res.json().data;
      expect(status).toBe('degraded');
      expect(dependencies.database.state).toBe('ok');
      expect(dependencies.storage).toEqual({ state: 'degraded', latencyMs: null, note: 'Uploads and downloads fail until storage answers.' });
      expect(dependencies.mail).toEqual({ state: 'degraded', latencyMs: null, note: 'Mail waits in the task queue and is retried until it can leave.' });
      expect(res.body).not.toMatch(/EEXIST|ENOTDIR|jobboard-health/);
    } finally {
      await broken.close();
      fs.rmSync(unwritable, { recursive: true, force: true });
    }
  });

  it('is back to ok once the database answers again', async () => {
    expect((await call(t.app, 'GET', '/v1/health')).statusCode).toBe(200);
  });
});

describe('GET /v1/health/live', () => {
  it('answers 200 ok without touching the database, even when it is down', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValue(new Error('database down'));
    const res = await call(t.app, 'GET', '/v1/health/live');
    const pings = ping.mock.calls.length;
    ping.mockRestore();

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pings).toBe(0);
  });
});

describe('a server still starting (its database opening)', () => {
  it('answers liveness at once and holds every other request until it has started', async () => {
    let started!: () => void;
    const startup = new Promise<void>((resolve) => (started = resolve));
    const starting = await createTestApp({}, { database: t.database, build: { startup } });
    try {
      expect((await call(starting.app, 'GET', '/v1/health/live')).statusCode).toBe(200);
      let answered = false;
      const health = call(starting.app, 'GET', '/v1/health').then((res) => ((answered = true), res));
      const jobs = call(starting.app, 'GET', '/v1/jobs');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      started();
      expect((await health).statusCode).toBe(200);
      expect((await jobs).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });
});
