import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetCodes, sessions, users } from '../../db/schema.ts';

export type ResetUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'companyName' | 'role' | 'isActive'>;

export function findUserByEmail(db: Db, email: string): Promise<ResetUser | undefined> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, companyName: users.companyName, role: users.role, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** One live code per account: a new one replaces the earlier one, with its tries at zero. */
export async function replaceCode(db: Db, userId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insert(passwordResetCodes)
    .values({ userId, codeHash, attempts: 0, createdAt: now, expiresAt, usedAt: null })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: { codeHash, attempts: 0, createdAt: now, expiresAt, usedAt: null },
    });
}

/**
 * Counts one try against the account's live code and answers its hash, or nothing when there
 * is no usable code (none, used, expired or out of tries). The count is taken in the same
 * statement that checks it, so parallel guesses cannot get more than `maxTries` between them.
 */
export async function takeTry(db: Db, userId: string, now: Date, maxTries: number): Promise<{ codeHash: string } | undefined> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, maxTries),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  return row;
}

/** A right code gives its try back: only wrong tries use up the code. */
export async function giveTryBack(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
    .where(eq(passwordResetCodes.userId, userId));
}

/**
 * Uses the code up, sets the new password and revokes every session, in one transaction.
 * Answers false when the code was used by a parallel request first (single use).
 */
/** Uses the code, sets the password and revokes every session; `alsoDone` writes more in the same transaction (the notice mail). */
export async function completeReset(db: Db, userId: string, passwordHash: string, now: Date, alsoDone: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
      .returning({ userId: passwordResetCodes.userId });
    if (!used.length) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await alsoDone(tx);
    return true;
  });
}
