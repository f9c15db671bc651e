import { useState } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@jobboard/contracts/roles';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSession } from '../../auth/session.tsx';
import { QUICK_ACTIONS } from '../dashboard-content.ts';
import './dashboard-page.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function isToday(iso: string): boolean {
  const d = new Date(iso);
  const now = new Date();
  return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
}

export default function DashboardPage() {
  const { user, refresh } = useSession();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  if (!user) return null;

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } catch {
      toast.error('Error Loading Dashboard');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="dashboard stack">
      <div className="dashboard__header">
        <PageHeading title="Dashboard">Welcome back, {user.first_name?.trim() || 'User'}!</PageHeading>
        <button type="button" className="button button--secondary" onClick={() => void onRefresh()} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title">Quick actions</h2>
        <ul className="grid quick-actions">
          {QUICK_ACTIONS[user.role].map((a) => (
            <li key={a.to + a.label} className="card">
              <h3>
                <Link to={a.to}>{a.label}</Link>
              </h3>
              <p>{a.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="account-summary-title" className="card">
        <h2 id="account-summary-title">Account Summary</h2>
        <dl className="details-list">
          <dt>Account Type</dt>
          <dd>{ROLE_LABELS[user.role]}</dd>
          <dt>Member Since</dt>
          <dd>{dateFormat.format(new Date(user.created_at))}</dd>
          <dt>Last Login</dt>
          <dd>{!user.last_login || isToday(user.last_login) ? 'Today' : dateFormat.format(new Date(user.last_login))}</dd>
          <dt>Status</dt>
          <dd>{user.is_active ? 'Active' : 'Inactive'}</dd>
        </dl>
      </section>
    </div>
  );
}
