import { useId } from 'react';
import { Link } from 'react-router';
import type { Role } from '@jobboard/contracts/roles';
import { DisplayForm } from './display-form.tsx';

/** Said where the notification toggles were: nothing sends job alerts, email or SMS yet. */
function NotificationsNotice() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>Notifications</h3>
      <p>
        Job alerts, email notifications and SMS notifications are coming. Today, updates arrive on your <Link to="/notifications">Notifications page</Link>.
      </p>
    </section>
  );
}

/**
 * The Preferences tab offers only what changes something. The notification, system and alert
 * switches and the employer's and administrator's privacy switches (there are no company pages)
 * change nothing yet, so none is offered; the server still takes those fields (API compatibility).
 * A job seeker's privacy choices have their own tab, and their display settings sit on the
 * Accessibility tab; employers and administrators get the same display settings here.
 */
export function PreferencesForm({ role }: { role: Role }) {
  return (
    <div className="stack">
      <h2>Preferences</h2>
      <NotificationsNotice />
      {role === 'applicant' ? (
        <p>
          Who can find your profile and when employers see your accessibility information are on the <Link to="/profile?tab=privacy">Privacy tab</Link>. Text size,
          contrast and motion are on the <Link to="/profile?tab=accessibility">Accessibility tab</Link>.
        </p>
      ) : (
        <DisplayForm level={3} />
      )}
    </div>
  );
}
