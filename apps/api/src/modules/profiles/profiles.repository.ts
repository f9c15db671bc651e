import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences } from '../../db/schema.ts';

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
