import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUrlSigner, fileUrlSecret } from './signed-urls.ts';

describe('fileUrlSecret', () => {
  it('makes one random key under DATA_DIR/secrets, readable by the owner only, and keeps it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-secret-'));
    try {
      const [a, b] = await Promise.all([fileUrlSecret(undefined, dir), fileUrlSecret(undefined, dir)]);
      expect(a.length).toBe(32);
      expect(b).toEqual(a);
      expect(await fileUrlSecret(undefined, dir)).toEqual(a);
      expect(fs.statSync(path.join(dir, 'secrets', 'file-url.key')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the configured secret when there is one', async () => {
    expect((await fileUrlSecret('c'.repeat(32), '/nonexistent')).toString()).toBe('c'.repeat(32));
  });
});

describe('createUrlSigner', () => {
  const signer = createUrlSigner(Buffer.alloc(32, 7));
  const grant = { userId: '0b7c6f0e-8f0a-4a53-9a59-6f1f4ad0a111', key: 'resumes/1b7c6f0e-8f0a-4a53-9a59-6f1f4ad0a111', expiresAt: 2_000_000_000_000, disposition: 'attachment' as const };

  it('round-trips a grant and stays under the router limit of 200 characters', () => {
    const token = signer.sign(grant);
    expect(token.length).toBeLessThan(200);
    expect(signer.verify(token, 1_000)).toEqual({ ok: true, grant });
  });

  it('says expired at and after the expiry', () => {
    expect(signer.verify(signer.sign(grant), grant.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });
});
