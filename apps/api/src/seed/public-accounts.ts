import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { PasswordHasher } from '../platform/passwords.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/** Every account `npm run seed` makes signs in with this password (printed, and in the README). */
export const SEED_PASSWORD = 'Seeded2026';
export const SEED_EMAIL_DOMAIN = 'seed.example.com';

export type PublicAccount = { who: string; password: string };

/** The roles as the README's table of demo accounts names them, so the banner and the README agree. */
const README_ROLE_NAMES = { applicant: 'Job seeker', employer: 'Employer', admin: 'Administrator' } as const;

/**
 * The accounts in the database that still sign in with a published password: the demo accounts
 * and the bulk-seeded ones. An account whose password was changed since is not listed; the hash
 * is checked, not only the address.
 */
export async function accountsWithPublicPasswords(db: Db, passwords: PasswordHasher): Promise<PublicAccount[]> {
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
  const [demo, [seeded]] = await Promise.all([
    db.select({ email: users.email, role: users.role, passwordHash: users.passwordHash }).from(users).where(inArray(users.email, demoEmails)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number), hash: sql<string | null>`min(${users.passwordHash})` })
      .from(users)
      .where(like(users.email, `%@${SEED_EMAIL_DOMAIN}`)),
  ]);
  const checks = DEMO_ACCOUNTS.map(async (account): Promise<PublicAccount | null> => {
    const row = demo.find((r) => r.email === account.email);
    const published = row ? await passwords.verify(row.passwordHash, account.password) : false;
    return row && published ? { who: `${README_ROLE_NAMES[row.role].padEnd(13)} ${account.email}`, password: account.password } : null;
  });
  // The seeded accounts share one hash; one that verifies stands for them all.
  const bulk = async (): Promise<PublicAccount | null> =>
    seeded && seeded.n > 0 && seeded.hash && (await passwords.verify(seeded.hash, SEED_PASSWORD))
      ? { who: `${seeded.n} seeded accounts (…@${SEED_EMAIL_DOMAIN})`, password: SEED_PASSWORD }
      : null;
  return (await Promise.all([...checks, bulk()])).filter((a): a is PublicAccount => a !== null);
}

/** A banner that cannot be missed in the start-up output, naming each account. */
export function publicPasswordsBanner(accounts: PublicAccount[]): string {
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! WARNING: accounts with published passwords exist in this database.',
    '!! Anyone who has read the README can sign in as them:',
    ...accounts.map((a) => `!!   ${a.who.padEnd(44)} password ${a.password}`),
    '!! Before real people use this site, delete these accounts or change their passwords.',
    rule,
  ].join('\n');
}
