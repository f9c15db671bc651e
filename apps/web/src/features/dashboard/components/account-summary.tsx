import type { User } from '@jobboard/contracts/users';
import { ROLE_LABELS } from '@jobboard/contracts/roles';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function isToday(iso: string, now = new Date()): boolean {
  const d = new Date(iso);
  return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
}

/** Account Type, Member Since, Last Login ('Today' when today) and Status. */
export function AccountSummary({ user }: { user: User }) {
  return (
    <section aria-labelledby="account-summary-title" className="card">
      <h2 id="account-summary-title">Account Summary</h2>
      <dl className="details-list">
        <dt>Account Type</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
        <dt>Member Since</dt>
        <dd>
          <time dateTime={user.created_at}>{dateFormat.format(new Date(user.created_at))}</time>
        </dd>
        <dt>Last Login</dt>
        <dd>{!user.last_login || isToday(user.last_login) ? 'Today' : <time dateTime={user.last_login}>{dateFormat.format(new Date(user.last_login))}</time>}</dd>
        <dt>Status</dt>
        <dd>{user.is_active ? 'Active' : 'Inactive'}</dd>
      </dl>
    </section>
  );
}
