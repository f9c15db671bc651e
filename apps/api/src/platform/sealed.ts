import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts what must wait in the database in clear for a short while, such as a queued mail
 * that holds a reset code (docs/decisions/015-task-queue.md): AES-256-GCM under a key derived
 * from the server's secret for one `purpose`, so a reader of the database alone cannot open it.
 */
export function createSealer(secret: Buffer, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `jobboard ${purpose}`, 32));
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    /** Throws when the text was not sealed with this key and purpose, or was changed. */
    open<T>(sealed: string): T {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as T;
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
