import { PageHeading } from '../../../ui/page-heading.tsx';
import { NotificationsList } from '../components/notifications-list.tsx';

/** The page lists at most this many, newest first (the API's own maximum is 100). */
const PAGE_LIMIT = 50;

/** /notifications: every signed-in role's notifications. */
export default function NotificationsPage() {
  return (
    <div className="notifications-page stack">
      <div>
        <PageHeading>Notifications</PageHeading>
        <p className="page-subtitle">Updates about your applications and job postings, newest first.</p>
      </div>
      <NotificationsList limit={PAGE_LIMIT} />
    </div>
  );
}
