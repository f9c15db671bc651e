import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '@jobboard/contracts/auth';
import { ContactResponse } from '@jobboard/contracts/contact';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { createTestApp, type TestApp } from './helpers/app.ts';

// Property-based fuzzing (DESIGN.md §7): whatever a client sends, the answer is never a 5xx
// and always fits either the endpoint's success schema or the error envelope.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '100000', REGISTRATIONS_PER_IP: '100000', CONTACT_PER_IP: '100000' });
});
afterAll(() => t.close());

const anyJson = fc.jsonValue({ maxDepth: 3 });
/** Objects with the endpoint's own keys holding values of any type, plus stray keys now and then. */
const shapedLike = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), anyJson)])), {
    requiredKeys: [],
  });

const ENDPOINTS = [
  {
    url: '/v1/auth/register',
    success: AuthResponse,
    keys: ['email', 'password', 'firstName', 'lastName', 'phone', 'role', 'termsAccepted', 'accommodations', 'accessibilityPreferences'],
  },
  { url: '/v1/auth/login', success: AuthResponse, keys: ['email', 'password'] },
  { url: '/apis/v1/contact', success: ContactResponse, keys: ['name', 'email', 'phone', 'subject', 'message'] },
];

describe.each(ENDPOINTS)('POST $url under fuzzing', ({ url, success, keys }) => {
  it('never answers 5xx and always answers a well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shapedLike(keys)), async (body) => {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        const json = res.json();
        if (res.statusCode < 300) expect(success.safeParse(json).success).toBe(true);
        else expect(ErrorEnvelope.safeParse(json).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('GET /v1/users/profile under fuzzing', () => {
  it('answers 401 in the envelope for any Authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (header) => {
        const res = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization: header.replace(/[\r\n]/g, ' ') } });
        expect(res.statusCode).toBe(401);
        expect(ErrorEnvelope.safeParse(res.json()).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
