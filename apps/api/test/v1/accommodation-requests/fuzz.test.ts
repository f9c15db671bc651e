import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccommodationRequestResponse } from '@jobboard/contracts/accommodation-requests';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import type { TestApp } from '../../helpers/app.ts';
import { closeWhenMailed, requested, requestsTestApp } from '../../helpers/accommodation-requests.ts';

// Whatever either side sends, the answer is never a 5xx and always fits its schema or the envelope
// (docs/architecture.md#security), as test/fuzz.test.ts holds for the older endpoints.
let t: TestApp;
let r: Awaited<ReturnType<typeof requested>>;
beforeAll(async () => {
  t = await requestsTestApp();
  r = await requested(t);
});
afterAll(() => closeWhenMailed(t));

const tricky = fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u202e', '\u2028', '😀', "'", '"', '\\', '%', 'a', ' ', 'captioning', 'agreed'), maxLength: 12 });
const value = fc.oneof(tricky, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('interview', 'declined', 'interview-questions-in-advance'));
const shaped = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
const responses = fc.record({ responses: fc.array(shaped(['item', 'decision', 'note']), { maxLength: 4 }) }, { requiredKeys: [] });

describe.each([
  { name: 'asking', method: 'POST' as const, url: () => `/v1/applications/${r.applicationId}/accommodation-requests`, token: () => r.seeker.token, body: shaped(['stage', 'items', 'details']) },
  { name: 'answering', method: 'PUT' as const, url: () => `/v1/accommodation-requests/${r.requestId}`, token: () => r.employer.token, body: fc.oneof(responses, shaped(['responses'])) },
  { name: 'replying', method: 'POST' as const, url: () => `/v1/accommodation-requests/${r.requestId}/replies`, token: () => r.seeker.token, body: shaped(['text']) },
])('$name under fuzzing', ({ method, url, token, body }) => {
  it('never answers 5xx and always answers a well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), body), async (payload) => {
        const res = await t.app.inject({ method, url: url(), payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` } });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const schema = res.statusCode < 300 ? AccommodationRequestResponse : ErrorEnvelope;
        expect(schema.safeParse(res.json()).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
