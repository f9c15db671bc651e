/** Direct database access for what the API does not expose: setting up states and checking what was stored. */
import { asc, count, eq, sql } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../src/db/schema.ts';
import type { TestApp } from './app.ts';

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function countUsers(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

/** What an administrator's "deactivate" does to the row, without going through an admin API. */
export async function setUserActive(t: TestApp, userId: string, isActive: boolean): Promise<void> {
  await t.database.db.update(users).set({ isActive }).where(eq(users.id, userId));
}

export function sessionsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Moves a user's sessions in time (expiry, last use) without waiting. */
export async function updateSessionsOf(t: TestApp, userId: string, changes: Partial<typeof sessions.$inferInsert>): Promise<void> {
  await t.database.db.update(sessions).set(changes).where(eq(sessions.userId, userId));
}

/** The whole audit trail in the order it was written. */
export function auditTrail(t: TestApp) {
  return t.database.db.select().from(auditLog).orderBy(asc(auditLog.seq));
}

/** Every message along an error's cause chain: drivers wrap the database's own message. */
export function errorMessages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, i = 0; e && i < 5; i++, e = (e as { cause?: unknown }).cause) {
    parts.push(String((e as { message?: unknown }).message ?? e));
  }
  return parts.join(' <- ');
}
