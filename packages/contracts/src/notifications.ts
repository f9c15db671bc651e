import { z } from 'zod';
import { queryInt } from './fields.ts';

/** Icons name what happened; the client maps each to a glyph hidden from assistive tech. */
export const NOTIFICATION_ICONS = ['application', 'status', 'withdrawn', 'hired', 'rejected', 'info'] as const;

/** A notification as the client has always read it, plus its id and link. */
export const NotificationSchema = z.object({
  id: z.string().uuid(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  icon: z.enum(NOTIFICATION_ICONS),
  /** An in-app path such as /my-applicants?jobId=… or /applications, or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuery = z.object({
  limit: queryInt('limit', 1, 100).default(20),
  /** Only unread ones when 'true'. */
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});

export const NotificationsResponse = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(NotificationSchema), unreadCount: z.number().int() }),
});

/** PATCH /v1/notifications and /v1/notifications/{id}: mark read (the only change a notification takes). */
export const MarkReadRequest = z.strictObject({ read: z.literal(true, { error: 'read must be true' }) });
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;

export const NotificationIdParams = z.object({ id: z.string().uuid({ error: 'Invalid notification id' }) });

/** PUT …/read and …/read-all answer the new unread count. */
export const NotificationReadResponse = z.object({
  success: z.literal(true),
  data: z.object({ unreadCount: z.number().int() }),
  message: z.string().optional(),
});
