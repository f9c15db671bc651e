import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Role } from '@jobboard/contracts/roles';
import type { Preferences } from '@jobboard/contracts/users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { CheckboxField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useUpdatePreferences } from '../api/profile-api.ts';
import { DisplayForm } from './display-form.tsx';

type Flag = Exclude<keyof Preferences, 'font_size'>;
type Group = { legend: string; flags: Array<[Flag, string]> };

/**
 * The toggles that change something, with the spec's wording (part 2 §2): only the job seeker's
 * privacy (the candidate search reads it). Nothing sends job alerts, email or SMS yet, the admin's
 * system and alert switches and the other roles' privacy switches (there are no company pages)
 * change nothing, so none is offered; the server still takes those fields (API compatibility).
 * Display settings live in DisplayForm.
 */
export function groupsFor(role: Role): Group[] {
  if (role !== 'applicant') return [];
  return [
    {
      legend: 'Privacy',
      flags: [
        ['privacy_public_profile', 'Make profile visible to employers'],
        ['privacy_contact_info', 'Show contact information to employers'],
      ],
    },
  ];
}

/** Said where the notification toggles were. */
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
 * The Preferences tab: the notifications notice, then the job seeker's real checkboxes in labelled
 * groups, saved together; employers and administrators get the display settings the seeker has.
 */
export function PreferencesForm({ role, preferences }: { role: Role; preferences: Preferences }) {
  if (role !== 'applicant') {
    return (
      <div className="stack">
        <h2>Preferences</h2>
        <NotificationsNotice />
        <DisplayForm level={3} />
      </div>
    );
  }
  return <CheckboxPreferences role={role} preferences={preferences} />;
}

function CheckboxPreferences({ role, preferences }: { role: Role; preferences: Preferences }) {
  const groups = groupsFor(role);
  const update = useUpdatePreferences();
  const toast = useToast();
  const [values, setValues] = useState<Preferences>(preferences);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = Object.fromEntries(groups.flatMap((g) => g.flags.map(([flag]) => [flag, values[flag]])));
    try {
      const answer = await update.mutateAsync(body);
      toast.success(successText(answer, 'Preferences updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };

  return (
    <form noValidate aria-label="Preferences" onSubmit={(e) => void onSubmit(e)}>
      <h2>Preferences</h2>
      <NotificationsNotice />
      {groups.map((group) => (
        <fieldset key={group.legend}>
          <legend>{group.legend}</legend>
          {group.flags.map(([flag, label]) => (
            <CheckboxField key={flag} label={label} checked={values[flag]} onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))} />
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save Preferences'}
      </button>
    </form>
  );
}
