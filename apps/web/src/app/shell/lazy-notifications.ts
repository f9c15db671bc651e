import { lazy } from 'react';

// Only signed-in users see them, so visitors never download them.
const notifications = () => import('../../features/notifications/components/notifications-link.tsx');
export const NotificationsLink = lazy(() => notifications().then((m) => ({ default: m.NotificationsLink })));
export const NotificationsAnnouncer = lazy(() => notifications().then((m) => ({ default: m.NotificationsAnnouncer })));
