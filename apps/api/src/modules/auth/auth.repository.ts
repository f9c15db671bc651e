import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedKept, type Db } from '../../db/client.ts';
import { sessions, userPreferences, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type NewPreferences = Omit<typeof userPreferences.$inferInsert, 'userId'>;

const SESSION_DAYS = 30;
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).limit(1).then((rows) => rows[0]);
}

/** Creates the user with their preferences in one transaction. */
export async function insertUser(db: Db, user: NewUser, preferences: NewPreferences): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    await tx.insert(userPreferences).values({ ...preferences, userId: row!.id });
    return row!;
  });
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

export async function touchLastLogin(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({ ...session, expiresAt: days(SESSION_DAYS) });
}

/** The live session for a token hash with its user, or nothing if revoked or expired. */
export async function findLiveSession(db: Db, tokenHash: string) {
  // Every signed-in request looks its session up: the query is planned once per database.
  const query = preparedKept(db, 'find_live_session', () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1),
  );
  const [row] = await query.execute({ tokenHash, now: new Date() });
  return row;
}

/** Sliding expiry: each use pushes the end of the session 30 days out. */
export async function extendSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt: days(SESSION_DAYS) }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every live session of the user but the one given (a password change keeps the caller signed in). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
