import type { z } from 'zod';
import type { Notification, NotificationsQuery } from '@jobboard/contracts/notifications';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './notifications.repository.ts';

type ListQuery = z.output<typeof NotificationsQuery>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

function toNotificationDto(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    icon: row.icon as Notification['icon'],
    link: row.link,
  };
}

/** A user's own notifications; nobody reads or marks anyone else's. */
export function createNotificationsService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(userId: string, query: ListQuery) {
      const [rows, unreadCount] = await Promise.all([repo.listOwn(db, userId, query.limit, query.unread === 'true'), repo.unreadCount(db, userId)]);
      return { notifications: rows.map(toNotificationDto), unreadCount };
    },

    async markRead(userId: string, id: string) {
      if (!(await repo.markRead(db, userId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
      return { unreadCount: await repo.unreadCount(db, userId) };
    },

    async markAllRead(userId: string) {
      await repo.markAllRead(db, userId);
      return { unreadCount: 0 };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
