import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences, users } from '../../db/schema.ts';

export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'passwordHash' | 'role'>>;
export type PreferenceChanges = Partial<Omit<typeof userPreferences.$inferInsert, 'userId'>>;

export function findPreferences(db: Db, userId: string) {
  return db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1).then((rows) => rows[0]);
}

/** Preferences exist from registration; this only repairs accounts made before they did. */
export async function ensurePreferences(db: Db, userId: string) {
  const found = await findPreferences(db, userId);
  if (found) return found;
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
  return (await findPreferences(db, userId))!;
}

export async function updateUserProfile(db: Db, userId: string, changes: UserChanges) {
  const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function updatePreferences(db: Db, userId: string, changes: PreferenceChanges) {
  await ensurePreferences(db, userId);
  const [row] = await db
    .update(userPreferences)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(userPreferences.userId, userId))
    .returning();
  return row!;
}
