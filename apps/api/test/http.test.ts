import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from './helpers/app.ts';
import { countUsers } from './helpers/stored.ts';
import { expectError } from './helpers/expect.ts';
import { loadConfig } from '../src/config.ts';

/** What every answer of the API shares: envelope, headers, and 4xx (never 5xx) for bad requests. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rawPost = (url: string, payload: string, contentType: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('unknown API paths', () => {
  it.each([
    ['GET', '/v1/whatever'],
    ['GET', '/v1/whatever/deeper?x=1'],
    ['GET', '/v1'],
    ['GET', '/v1?page=2'],
    ['POST', '/v1/whatever'],
    ['DELETE', '/v1/auth/register'],
    ['GET', '/v1/auth/login'],
    ['GET', '/apis/v1/nothing'],
  ] as const)('%s %s answers a JSON 404 envelope that is not cached', async (method, url) => {
    const res = await call(t.app, method, url);
    expectError(res, 404, 'NOT_FOUND', `No API route for ${method} ${url.split('?')[0]}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a JSON 404 to a non-GET outside the API too (the web client only serves GET)', async () => {
    expectError(await call(t.app, 'POST', '/not-an-api-path'), 404, 'NOT_FOUND');
  });
});

describe('security headers', () => {
  it.each([
    ['a success', () => call(t.app, 'GET', '/v1/health')],
    ['a 401', () => call(t.app, 'GET', '/v1/users/profile')],
    ['a 404', () => call(t.app, 'GET', '/v1/whatever')],
    ['a 400', () => call(t.app, 'POST', '/v1/auth/login', { body: {} })],
  ])('are on %s', async (_label, send) => {
    const res = await send();
    const csp = String(res.headers['content-security-policy']);

    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives each request its own id and ignores one sent by the client', async () => {
    const a = await call(t.app, 'GET', '/v1/health', { headers: { 'x-request-id': 'forged-id' } });
    const b = await call(t.app, 'GET', '/v1/health');

    expect(a.headers['x-request-id']).not.toBe('forged-id');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await call(t.app, 'GET', '/v1/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed: no other origin is allowed to read answers', async () => {
    const origin = 'https://evil.example';
    const simple = await call(t.app, 'GET', '/v1/health', { headers: { origin } });
    const preflight = await call(t.app, 'OPTIONS', '/v1/auth/login', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

    for (const res of [simple, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('malformed requests answer a 4xx envelope, never a 5xx', () => {
  it('refuses text/plain on a JSON endpoint', async () => {
    const res = await rawPost('/v1/auth/login', 'email=ada@example.com&password=Secret123', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('refuses a content type it does not read with 415', async () => {
    const res = await rawPost('/v1/auth/login', '<login/>', 'application/xml');
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json');
  });

  it('refuses broken JSON with a plain message', async () => {
    expectError(await rawPost('/v1/auth/login', '{"email":', 'application/json'), 400, 'VALIDATION_ERROR', 'The request body is not valid JSON');
  });

  it('refuses an empty JSON body', async () => {
    expectError(await rawPost('/v1/auth/login', '', 'application/json'), 400, 'VALIDATION_ERROR', 'The request body is empty');
  });

  it('refuses a body over 256 KB with 413', async () => {
    const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 'ada@example.com', password: 'x'.repeat(300 * 1024) } });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  });

  it.each([
    ['__proto__', '{"email":"ada@example.com","password":"Secret123","__proto__":{"role":"admin"}}'],
    ['constructor.prototype', '{"email":"ada@example.com","password":"Secret123","constructor":{"prototype":{"role":"admin"}}}'],
  ])('refuses a %s (prototype pollution) body', async (_label, payload) => {
    const before = await countUsers(t);
    const res = await rawPost('/v1/auth/register', payload, 'application/json');

    expectError(res, 400, 'VALIDATION_ERROR');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(await countUsers(t)).toBe(before);
  });

  it('answers a JSON body on a GET like any other request: the route ignores it', async () => {
    const { token } = await registerUser(t.app);
    const res = await call(t.app, 'GET', '/v1/users/profile', { token, body: { role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('applicant');
  });
});

describe('OpenAPI document', () => {
  it('is served at /v1/docs/json and lists the account operations', async () => {
    const res = await call(t.app, 'GET', '/v1/docs/json');

    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/auth/login', '/v1/auth/register', '/v1/auth/logout', '/v1/users/profile', '/v1/health']));
    expect(doc.paths['/v1/auth/login'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginRequestInput' });
    expect(doc.components.schemas.LoginRequestInput.properties).toHaveProperty('password');
    expect(doc.paths['/v1/users/profile'].get.security).toEqual([{ bearer: [] }]);
  });
});

describe('CORS allow-list', () => {
  it('answers the listed origin and no other', async () => {
    const open = await createTestApp({ CORS_ORIGINS: 'https://partner.example.org' });
    try {
      const allowed = await open.app.inject({ method: 'GET', url: '/v1/health', headers: { origin: 'https://partner.example.org' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.org');
      const other = await open.app.inject({ method: 'GET', url: '/v1/health', headers: { origin: 'https://evil.example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('refuses a malformed CORS_ORIGINS at start-up with the variable named', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS: must be a comma-separated list of origins/);
  });
});
