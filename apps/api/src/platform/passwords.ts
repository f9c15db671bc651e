import { hash, verify } from '@node-rs/argon2';
import { createLimiter } from './limiter.ts';

// OWASP argon2id parameters (docs/architecture.md#stack): m=19456 KiB, t=2, p=1. Algorithm 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
};

/**
 * Argon2id under a concurrency cap, so that a flood of sign-ins queues instead of
 * taking 19 MiB of memory per request without bound.
 */
export function createPasswordHasher(concurrency: number): PasswordHasher {
  const run = createLimiter(concurrency);
  // A fixed hash to verify against when the account does not exist, so that the answer
  // takes as long as for a real account and does not reveal which emails are registered.
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => run(() => hash(password, OPTIONS)),
    verify: async (hashed, password) => {
      if (!hashed) {
        decoy ??= hash('decoy-password-for-timing', OPTIONS);
        const d = await decoy;
        await run(() => verify(d, password));
        return false;
      }
      return run(() => verify(hashed, password).catch(() => false));
    },
  };
}
