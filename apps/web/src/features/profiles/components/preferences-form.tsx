import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NEW_APPLICATION_EMAIL_LABELS, NEW_APPLICATION_EMAILS, type NewApplicationEmails } from '@jobboard/contracts/notification-options';
import type { Role } from '@jobboard/contracts/roles';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { CheckboxField, RadioGroupField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useProfile, useUpdatePreferences } from '../api/profile-api.ts';
import { DisplayForm } from './display-form.tsx';

const EMAIL_CHOICE = {
  applicant: { label: 'Email me about my applications', hint: 'When an employer changes the status of one of your applications, with their note to you.' },
  employer: { label: 'Email me about new applications', hint: 'When someone applies for one of your jobs.' },
} as const;

/**
 * The one notification choice that changes something: emails beside the in-app notifications
 * (the server reads it before queuing each mail). Administrators get no such mail.
 */
function NotificationsForm({ role }: { role: Role }) {
  const id = useId();
  const profile = useProfile();
  const update = useUpdatePreferences();
  const toast = useToast();
  const saved = profile.data?.preferences;
  const [email, setEmail] = useState<boolean | undefined>(undefined);
  const [alerts, setAlerts] = useState<boolean | undefined>(undefined);
  const [howOften, setHowOften] = useState<NewApplicationEmails | undefined>(undefined);
  const choice = role === 'admin' ? null : EMAIL_CHOICE[role];
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || (email === undefined && alerts === undefined && howOften === undefined)) return;
    try {
      const body = {
        ...(email === undefined ? {} : { email_notifications: email }),
        ...(alerts === undefined ? {} : { job_alerts: alerts }),
        ...(howOften === undefined ? {} : { new_application_emails: howOften }),
      };
      toast.success(successText(await update.mutateAsync(body), 'Preferences updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };
  return (
    <section aria-labelledby={id} className="stack">
      <h3 id={id}>Notifications</h3>
      <p>
        Updates always arrive on your <Link to="/notifications">Notifications page</Link>. Text messages are not offered.
      </p>
      {choice && saved ? (
        <form noValidate aria-label="Email notifications" onSubmit={(e) => void onSubmit(e)}>
          <CheckboxField label={choice.label} hint={choice.hint} checked={email ?? saved.email_notifications} onChange={(e) => setEmail(e.target.checked)} />
          {role === 'employer' && (email ?? saved.email_notifications) ? (
            <RadioGroupField
              legend="How should we email you about new applications?"
              options={NEW_APPLICATION_EMAILS}
              labels={NEW_APPLICATION_EMAIL_LABELS}
              value={howOften ?? saved.new_application_emails}
              onChange={setHowOften}
            />
          ) : null}
          {role === 'applicant' ? (
            <CheckboxField
              label="Email me job alerts"
              hint={
                <>
                  New jobs for your <Link to="/saved-searches">saved searches</Link>. Off stops every alert; each search can also be paused on its own.
                </>
              }
              checked={alerts ?? saved.job_alerts}
              onChange={(e) => setAlerts(e.target.checked)}
            />
          ) : null}
          <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
            {update.isPending ? 'Saving...' : 'Save Notification Settings'}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * The Preferences tab offers only what changes something: email notifications, job alerts (job
 * seekers), and display settings. The SMS, system and alert switches and the employer's and administrator's
 * privacy switches change nothing yet, so none is offered; the server still takes those fields.
 * A job seeker's privacy choices have their own tab, and their display settings sit on the
 * Accessibility tab; employers and administrators get the same display settings here.
 */
export function PreferencesForm({ role }: { role: Role }) {
  return (
    <div className="stack">
      <h2>Preferences</h2>
      <NotificationsForm role={role} />
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
