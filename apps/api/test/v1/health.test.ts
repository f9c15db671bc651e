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
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer, without its error text', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    const res = await call(t.app, 'GET', '/v1/health');
    ping.mockRestore();

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, data: { status: 'degraded', database: 'down' } });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2/);
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
