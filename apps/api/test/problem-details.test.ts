// A client that asks for RFC 9457 problem details gets them, with the same status and the
// envelope's fields; every other client keeps the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROBLEM = { accept: 'application/problem+json, application/json;q=0.9' };

describe('errors as problem details', () => {
  it('answers a refused login as application/problem+json when asked, keeping the envelope', async () => {
    const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password-1' }, headers: PROBLEM });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: expect.any(String), success: false, error: { code: 'UNAUTHORIZED' } });
    expect(res.json().detail).toBe(res.json().error.message);
  });

  it('keeps field errors in a validation problem, and covers unknown routes', async () => {
    const invalid = await call(t.app, 'POST', '/v1/auth/register', { body: { email: 'not an email' }, headers: PROBLEM });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 400, title: 'Bad Request', error: { code: 'VALIDATION_ERROR' }, errors: expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]) });
    const missing = await call(t.app, 'GET', '/v1/no-such-route', { headers: PROBLEM });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('leaves the envelope alone for other clients and successful answers alone for everyone', async () => {
    const envelope = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    expect(envelope.headers['content-type']).toContain('application/json');
    expect(envelope.json()).not.toHaveProperty('type');
    const ok = await call(t.app, 'GET', '/v1/health/live', { headers: PROBLEM });
    expect(ok.headers['content-type']).toContain('application/json');
  });
});
