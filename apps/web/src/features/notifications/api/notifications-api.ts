import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../../lib/api-client.ts';

// NOTE: type-only contract imports: the header's unread count must not pull zod into the shell.

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** Notifications stay fresh for 2 minutes (docs/architecture.md#web-client); the header polls at the same pace. */
export const NOTIFICATIONS_STALE_TIME = 2 * 60_000;

export type NotificationsAnswer = Answer<'/v1/notifications'>;

/** GET /v1/notifications?limit=N, newest first. */
export const notificationsQuery = (limit: number) =>
  queryOptions<NotificationsAnswer>({
    queryKey: [...NOTIFICATIONS_KEY, 'list', limit],
    queryFn: ({ signal }) => api.get('/v1/notifications', { query: `limit=${limit}`, signal }),
    staleTime: NOTIFICATIONS_STALE_TIME,
  });

/** The unread count alone (one unread row is enough to carry it), polled every 2 minutes. */
export const unreadCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread-count'],
    queryFn: ({ signal }) => api.get('/v1/notifications', { query: 'limit=1&unread=true', signal }),
    select: (answer: NotificationsAnswer) => answer.data.unreadCount,
    staleTime: NOTIFICATIONS_STALE_TIME,
    refetchInterval: NOTIFICATIONS_STALE_TIME,
    refetchOnWindowFocus: false,
    enabled,
  });

/** Marks one notification (id) or all of them (null) as read, then refreshes the lists and the count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? api.patch('/v1/notifications/{id}', { params: { id }, body: { read: true } }) : api.patch('/v1/notifications', { body: { read: true } }),
    onSuccess: async (_answer, id) => {
      // Shown at once; the refetch below confirms it.
      queryClient.setQueriesData<NotificationsAnswer>({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }, (old) =>
        old && {
          ...old,
          data: { ...old.data, notifications: old.data.notifications.map((n) => (id === null || n.id === id ? { ...n, is_read: true } : n)) },
        },
      );
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
