import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { expect } from 'vitest';
import { ErrorEnvelope } from '@jobboard/contracts/errors';

/** The failure envelope (docs/architecture.md#api-conventions) with this status and code (and message, when given). */
export function expectError(res: InjectResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorEnvelope.parse(res.json());
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}

/**
 * A 400 VALIDATION_ERROR listing `message` for `field`. When it is the only problem
 * of the request, error.message is that message too (the client shows error.message first).
 */
export function expectFieldError(res: InjectResponse, field: string, message: string) {
  const body = expectError(res, 400, 'VALIDATION_ERROR');
  expect(body.errors).toContainEqual({ field, message });
  expect(body.error.message).toBe(body.errors![0]!.message);
  return body;
}

/** A 429 with a Retry-After of whole seconds, at most `maxSeconds`. */
export function expectRateLimited(res: InjectResponse, maxSeconds: number) {
  const body = expectError(res, 429, 'RATE_LIMITED');
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  return body;
}

/**
 * A 400 refusing an easily guessed password on `field` alone, in the server's words, with
 * zxcvbn's reason matching `reason` when given.
 */
export function expectWeakPassword(res: InjectResponse, field: string, reason?: RegExp) {
  const body = expectError(res, 400, 'VALIDATION_ERROR');
  expect(body.errors?.map((e) => e.field)).toEqual([field]);
  const message = body.errors![0]!.message;
  expect(message).toMatch(/^This password is too easy to guess(: .+)?\. Try a longer passphrase of a few unrelated words\.$/);
  if (reason) expect(message).toMatch(reason);
  expect(body.error.message).toBe(message);
  return message;
}
