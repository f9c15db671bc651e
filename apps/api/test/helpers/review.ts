/** Applicant review, notifications and candidates: direct database access to set up and check states. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { applications, notifications, userPreferences, users } from '../../src/db/schema.ts';
import { call, type TestApp } from './app.ts';

type NewUser = Partial<typeof users.$inferInsert>;

/**
 * A job seeker written straight to the database (no password hashing, no session): for tests
 * that need many profiles but never sign in as them. `preferences: null` leaves no preferences row.
 */
export async function insertSeeker(t: TestApp, profile: NewUser = {}, preferences: Partial<typeof userPreferences.$inferInsert> | null = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: `seeker-${randomUUID()}@example.com`, passwordHash: 'not-a-hash', role: 'applicant', firstName: 'Test', lastName: 'Seeker', ...profile })
    .returning();
  if (preferences) await t.database.db.insert(userPreferences).values({ userId: row!.id, ...preferences });
  return row!;
}

export function notificationsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt));
}

/** The messages a signed-in user reads on their notifications page, newest first (over HTTP). */
export async function inbox(t: TestApp, token: string): Promise<string[]> {
  const res = await call(t.app, 'GET', '/v1/notifications?limit=100', { token });
  return res.json().data.notifications.map((n: { message: string }) => n.message);
}

export async function countNotifications(t: TestApp, userId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return row!.n;
}

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

/** Writes an application directly (no history, no notification): for lists of many. */
export async function insertApplication(t: TestApp, values: { jobId: string; applicantId: string } & Partial<typeof applications.$inferInsert>) {
  const [row] = await t.database.db.insert(applications).values(values).returning();
  return row!;
}

export async function unreadOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row!.n;
}
