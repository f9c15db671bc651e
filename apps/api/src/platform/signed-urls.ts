import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Disposition = 'attachment' | 'inline';
/** What a download link grants: one stored object of one user, until `expiresAt` (ms). */
export type FileGrant = { userId: string; key: string; expiresAt: number; disposition: Disposition };
export type GrantCheck = { ok: true; grant: FileGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Download links are the capability: `<payload>.<HMAC-SHA256(payload)>`, both base64url. The
 * payload is plain `user|key|expiry|disposition`, which keeps the token under the router's
 * 200-character parameter limit; it holds nothing secret (a random key and a user id).
 */
export function createUrlSigner(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();

  return {
    sign(grant: FileGrant): string {
      const payload = Buffer.from([grant.userId, grant.key, grant.expiresAt, grant.disposition === 'inline' ? 'i' : 'a'].join('|')).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token: string, now = Date.now()): GrantCheck {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const [userId, key, expiry, d] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      const expiresAt = Number(expiry);
      if (!userId || !key || !Number.isSafeInteger(expiresAt) || (d !== 'a' && d !== 'i')) return { ok: false, reason: 'invalid' };
      if (expiresAt <= now) return { ok: false, reason: 'expired' };
      return { ok: true, grant: { userId, key, expiresAt, disposition: d === 'i' ? 'inline' : 'attachment' } };
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;

/**
 * FILE_URL_SECRET when configured; otherwise a random key made once and kept in
 * DATA_DIR/secrets (0600), so links survive a restart. Several instances need the variable.
 */
export async function fileUrlSecret(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'file-url.key');
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // NOTE: 'wx' fails when another process wrote the file first; then its key is the one to use.
    await fs.promises.writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = Buffer.from((await fs.promises.readFile(file, 'utf8')).trim(), 'base64');
  if (stored.length < 32) throw new Error(`${file} does not hold a usable key; delete it to make a new one`);
  return stored;
}
