import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Notification } from '@jobboard/contracts/notifications';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { dateTimeText, timeAgo } from '../../../lib/time.ts';
import { StarIcon } from '../../../ui/icons.tsx';
import { CrossIcon, EnvelopeIcon, InfoIcon, RefreshIcon, UndoIcon } from '../../../ui/status-icons.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { notificationsQuery, useMarkRead } from '../api/notifications-api.ts';
import '../notifications.css';

const FilledStar = () => <StarIcon filled />;

/** An icon per kind of notification; decorative, the message says what happened. */
const ICONS: Record<Notification['icon'], ComponentType> = { application: EnvelopeIcon, status: RefreshIcon, withdrawn: UndoIcon, hired: FilledStar, rejected: CrossIcon, info: InfoIcon };

const messageId = (id: string) => `notification-${id}`;

function NotificationItem({ notification, onRead, busy }: { notification: Notification; onRead: () => void; busy: boolean }) {
  const unread = !notification.is_read;
  const Icon = ICONS[notification.icon] ?? InfoIcon;
  return (
    <li className={`notification ${unread ? 'notification--unread' : ''}`}>
      <span className="notification__icon">
        <Icon />
      </span>
      <div className="notification__body">
        <p id={messageId(notification.id)} tabIndex={-1} className="notification__message">
          <span className={unread ? 'badge notification__state' : 'notification__state muted'}>{unread ? 'Unread' : 'Read'}</span>
          <span className="visually-hidden">: </span>{' '}
          {notification.link ? (
            <Link to={notification.link} onClick={unread ? onRead : undefined}>
              {notification.message}
            </Link>
          ) : (
            notification.message
          )}
        </p>
        <p className="notification__time muted">
          <time dateTime={notification.created_at}>{timeAgo(notification.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {dateTimeText(notification.created_at)}
        </p>
      </div>
      {unread ? (
        <button type="button" className="button button--secondary button--small notification__read" aria-disabled={busy || undefined} onClick={busy ? undefined : onRead}>
          Mark as read<span className="visually-hidden"> ({notification.message})</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * The signed-in user's notifications, newest first, with Mark as read and Mark all as read.
 * Reused by the dashboard's "Recent Notifications" with a small `limit`.
 */
export function NotificationsList({ limit, showMarkAll = true }: { limit: number; showMarkAll?: boolean }) {
  const query = useQuery(notificationsQuery(limit));
  const markRead = useMarkRead();
  const toast = useToast();
  const data = query.data?.data;

  const readOne = async (notification: Notification) => {
    try {
      await markRead.mutateAsync(notification.id);
      // The button is gone; the message (now saying "Read") keeps the place.
      document.getElementById(messageId(notification.id))?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to mark the notification as read'));
    }
  };
  const readAll = async () => {
    if (!data?.unreadCount || markRead.isPending) return;
    try {
      toast.success(successText(await markRead.mutateAsync(null), 'All notifications marked as read'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to mark notifications as read'));
    }
  };

  if (query.isPending) return <Loading label="Loading notifications..." />;
  if (query.isError && !data) return <LoadError level="h3" message="Error loading notifications. Please try again." onRetry={() => void query.refetch()} />;
  if (!data?.notifications.length) return <p className="notifications-empty">You have no notifications yet.</p>;
  const unread = data.unreadCount;
  return (
    <div className="notifications">
      <div className="notifications__bar">
        <p className="notifications__count">{unread ? `${unread} unread` : 'All caught up: no unread notifications'}</p>
        {showMarkAll ? (
          // NOTE: aria-disabled rather than disabled, so focus stays on it after it has done its work.
          <button type="button" className="button button--secondary button--small" aria-disabled={!unread || markRead.isPending || undefined} onClick={() => void readAll()}>
            Mark all as read
          </button>
        ) : null}
      </div>
      <ul className="notification-list">
        {data.notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} busy={markRead.isPending} onRead={() => void readOne(n)} />
        ))}
      </ul>
    </div>
  );
}
