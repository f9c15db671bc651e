import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { unreadCountQuery } from '../api/notifications-api.ts';
import './notifications-link.css';

const unreadText = (n: number) => `${n} unread ${n === 1 ? 'notification' : 'notifications'}`;

/**
 * The link to /notifications with the unread count in its name ("Notifications, 3 unread"). The
 * count is polled every 2 minutes. It sits in the header, or in the sidebar on narrow screens;
 * both are loaded lazily by the shell, so visitors never download them.
 */
export function NotificationsLink({ onClick }: { onClick?: () => void }) {
  const { data: count } = useQuery(unreadCountQuery(true));
  return (
    // The name starts with the visible word (WCAG 2.5.3); the count badge is said in words.
    <NavLink to="/notifications" className="notifications-link" aria-label={count ? `Notifications, ${count} unread` : undefined} onClick={onClick}>
      Notifications
      {count ? (
        <span className="notifications-link__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * When the unread count rises, a polite live region says so once. It stays in the header
 * wherever the link is, since a live region inside the closed sidebar (hidden) says nothing.
 */
export function NotificationsAnnouncer() {
  const { data: count } = useQuery(unreadCountQuery(true));
  const previous = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    // The first answer is the starting point, not news.
    if (previous.current !== undefined && count > previous.current) setSaid(`New notification: you have ${unreadText(count)}.`);
    previous.current = count;
  }, [count]);
  return (
    <span className="visually-hidden" aria-live="polite">
      {said}
    </span>
  );
}
