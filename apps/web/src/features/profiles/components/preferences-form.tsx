import { useState, type FormEvent } from 'react';
import type { Role } from '@jobboard/contracts/roles';
import type { Preferences } from '@jobboard/contracts/users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useDisplaySettings } from '../../../lib/display-settings.tsx';
import { CheckboxField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { DetailsList, EditableSection } from './editable-section.tsx';
import { useUpdatePreferences } from '../api/profile-api.ts';

type Flag = Exclude<keyof Preferences, 'font_size'>;
type Group = { legend: string; flags: Array<[Flag, string]> };

/** The toggles per role with the spec's wording (part 2 §2); the job seeker's display settings live on the Accessibility tab. */
export function groupsFor(role: Role): Group[] {
  const audience = role === 'employer' ? 'job seekers' : role === 'admin' ? 'other users' : 'employers';
  const groups: Group[] = [
    {
      legend: 'Notifications',
      flags: [
        ['job_alerts', 'Job alerts and updates'],
        ['email_notifications', 'Email notifications'],
        ['sms_notifications', 'SMS notifications'],
      ],
    },
  ];
  if (role === 'admin') {
    groups.push({
      legend: 'System',
      flags: [
        ['system_notifications', 'System notifications and alerts'],
        ['admin_alerts', 'Administrative alerts and warnings'],
      ],
    });
  }
  groups.push({
    legend: 'Privacy',
    flags: [
      ['privacy_public_profile', role === 'employer' ? 'Make company profile public to job seekers' : `Make profile visible to ${audience}`],
      ['privacy_contact_info', `Show contact information to ${audience}`],
    ],
  });
  if (role !== 'applicant') {
    groups.push({
      legend: 'Accessibility',
      flags: [
        ['accessibility_high_contrast', 'High contrast mode'],
        ['accessibility_large_text', 'Large text'],
        ['accessibility_screen_reader', 'Screen reader optimisation'],
      ],
    });
  }
  return groups;
}

/**
 * The Preferences tab: real checkboxes in labelled groups, saved together. Inside an
 * EditableSection (the employer page) the section gives the heading and the done callbacks.
 */
export function PreferencesForm({
  role,
  preferences,
  done,
}: {
  role: Role;
  preferences: Preferences;
  done?: { saved: () => void; cancel: () => void };
}) {
  const groups = groupsFor(role);
  const display = useDisplaySettings();
  const update = useUpdatePreferences();
  const toast = useToast();
  // High contrast starts as the page is shown now (it may have been switched in the header).
  const [values, setValues] = useState<Preferences>({ ...preferences, accessibility_high_contrast: display.highContrast || preferences.accessibility_high_contrast });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = Object.fromEntries(groups.flatMap((g) => g.flags.map(([flag]) => [flag, values[flag]])));
    try {
      const answer = await update.mutateAsync(body);
      if (role !== 'applicant') display.setHighContrast(answer.data.preferences.accessibility_high_contrast);
      toast.success(successText(answer, 'Preferences updated successfully!'));
      done?.saved();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };

  return (
    <form noValidate aria-label="Preferences" onSubmit={(e) => void onSubmit(e)}>
      {done ? null : <h2>Preferences</h2>}
      {groups.map((group) => (
        <fieldset key={group.legend}>
          <legend>{group.legend}</legend>
          {group.flags.map(([flag, label]) => (
            <CheckboxField key={flag} label={label} checked={values[flag]} onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))} />
          ))}
        </fieldset>
      ))}
      <div className="cluster">
      <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save Preferences'}
      </button>
      {done ? (
        <button type="button" className="button button--secondary" onClick={done.cancel}>
          Cancel
        </button>
      ) : null}
      </div>
    </form>
  );
}

/** The employer's Preferences tab: read-only until Edit, like the company and contact tabs (spec part 2 §2). */
export function EditablePreferences({ role, preferences }: { role: Role; preferences: Preferences }) {
  const items = groupsFor(role).flatMap((g) => g.flags.map(([flag, label]) => ({ label, value: preferences[flag] ? 'On' : 'Off' })));
  return (
    <EditableSection
      title="Preferences"
      view={<DetailsList items={items} />}
      form={(done) => <PreferencesForm role={role} preferences={preferences} done={done} />}
    />
  );
}
