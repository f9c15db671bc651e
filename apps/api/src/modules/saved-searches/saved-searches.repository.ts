import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'query' | 'frequency'>;
export type SavedSearchChange = Partial<Pick<typeof savedSearches.$inferInsert, 'name' | 'query' | 'frequency' | 'paused'>>;

export const listOf = (db: Db, userId: string) => db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt));

/** Locks the seeker's row, so two saves at once cannot both pass the limit; answers how many they keep. */
export async function lockAndCount(tx: Db, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row!.n;
}

export async function insert(tx: Db, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  return row!;
}

/** Changes one of the owner's searches; nothing when it is not theirs. Its new jobs count from now when the query changes. */
export async function update(db: Db, userId: string, id: string, change: SavedSearchChange): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...change, updatedAt: sql`now()`, ...(change.query ? { checkedUntil: sql`now()` } : {}) })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function remove(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ id: savedSearches.id });
  return rows.length > 0;
}
