import type { NOTIFICATION_ICONS } from '@jobboard/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { insertNotification } from './notifications.repository.ts';

/** Where an employer's notification about one job's applicants leads. */
export const applicantsLink = (jobId: string) => `/my-applicants?jobId=${jobId}`;

export type NotificationType = 'application_new' | 'application_withdrawn' | 'application_status' | 'accommodation_request' | 'system';

/**
 * Writes one in-app notification. Pass the caller's transaction so the notification lands
 * with the change it reports, or not at all (docs/architecture.md#reliability).
 */
export async function notify(
  tx: Db,
  note: { userId: string; type: NotificationType; message: string; icon: (typeof NOTIFICATION_ICONS)[number]; link?: string | null },
): Promise<void> {
  await insertNotification(tx, { userId: note.userId, type: note.type, message: note.message.slice(0, 500), icon: note.icon, link: note.link ?? null });
}
