import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import { PROFILE_KEY } from '../../auth/api/auth-api.ts';
import { useSession } from '../../auth/session.tsx';
import { NOTIFICATIONS_KEY } from '../../notifications/api/notifications-api.ts';
import { NotificationsList } from '../../notifications/components/notifications-list.tsx';
import { DASHBOARD_KEY } from '../api/dashboard-api.ts';
import { QUICK_ACTIONS } from '../dashboard-content.ts';
import { AccountSummary } from '../components/account-summary.tsx';
import { QuickActions } from '../../../ui/quick-actions.tsx';
import { RoleContent } from '../components/role-content.tsx';
import { greeting } from '../greeting.ts';
import './dashboard-page.css';
import { LiveText } from '../../../ui/live-text.tsx';

/** What the page shows, and so what Refresh loads again. */
const PAGE_QUERIES = [DASHBOARD_KEY, [...NOTIFICATIONS_KEY, 'list'], PROFILE_KEY] as const;

export default function DashboardPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshCount, setRefreshCount] = useState(0);
  const announcement = useAnnouncement(refreshCount ? 'Dashboard refreshed' : '', String(refreshCount));
  if (!user) return null;

  const onRefresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    await Promise.all(PAGE_QUERIES.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })));
    setRefreshing(false);
    const failed = PAGE_QUERIES.some((queryKey) => queryClient.getQueryCache().findAll({ queryKey, type: 'active' }).some((q) => q.state.status === 'error'));
    if (failed) toast.error('The dashboard could not be refreshed. Please try again.');
    else setRefreshCount((n) => n + 1);
  };

  return (
    <div className="dashboard stack">
      <div className="dashboard__header">
        <PageHeading title="Dashboard">{greeting(user)}</PageHeading>
        {/* NOTE: aria-disabled, not disabled, so keyboard focus stays on the button while it works. */}
        <button type="button" className="button button--secondary" onClick={() => void onRefresh()} aria-disabled={refreshing || undefined}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <LiveText>{announcement}</LiveText>

      <RoleContent role={user.role} />

      <section aria-labelledby="recent-notifications-title" className="card stack">
        <h2 id="recent-notifications-title">Recent Notifications</h2>
        <NotificationsList limit={5} showMarkAll={false} />
        <p>
          <Link to="/notifications">View all notifications</Link>
        </p>
      </section>

      <QuickActions actions={QUICK_ACTIONS[user.role]} />
      <AccountSummary user={user} />
    </div>
  );
}
