import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: NewNotification): Promise<void> {
  await db.insert(notifications).values(values);
}

/** The user's newest notifications (notifications_user_created_idx), unread ones only when asked. */
export function listOwn(db: Db, userId: string, limit: number, unreadOnly: boolean): Promise<NotificationRow[]> {
  const where = unreadOnly ? and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`) : eq(notifications.userId, userId);
  return db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

/** Counted through the partial index on unread rows. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`));
  return row!.n;
}

/** Marks one of the user's own notifications read; false when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`));
}
