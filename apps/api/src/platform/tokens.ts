import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit bearer token; only its SHA-256 is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
