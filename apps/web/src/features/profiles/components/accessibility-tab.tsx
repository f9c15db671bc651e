import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@jobboard/contracts/users';
import { TagInput } from '../../../ui/tag-input.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { DisplayForm } from './display-form.tsx';

/** The job seeker's accessibility needs, as tags, saved with the profile. */
function NeedsForm({ user }: { user: User }) {
  const [needs, setNeeds] = useState(user.accessibility_needs);
  const [saving, setSaving] = useState(false);
  const save = useSaveProfile();
  const toast = useToast();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    // NOTE: the contract wants both names on every profile save; they go unchanged.
    await save({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', accessibility_needs: needs }, () => undefined).catch(() => undefined);
    setSaving(false);
  };
  return (
    <form noValidate aria-label="Accessibility needs" onSubmit={(e) => void onSubmit(e)}>
      <h2>Accessibility Needs</h2>
      <p>
        Tell employers what helps you work well. Who sees these, and when, is your choice on the <Link to="/profile?tab=privacy">Privacy tab</Link>.
      </p>
      <TagInput id="accessibility-needs" label="Accessibility needs" noun="Accessibility need" hint="Type a need and press Enter or Add." tags={needs} onChange={setNeeds} onDuplicate={(m) => toast.info(m)} />
      <button type="submit" className="button" aria-disabled={saving || undefined}>
        {saving ? 'Saving...' : 'Save Accessibility Needs'}
      </button>
    </form>
  );
}

/** The Accessibility tab of the job seeker profile. */
export function AccessibilityTab({ user }: { user: User }) {
  return (
    <div className="stack">
      <NeedsForm user={user} />
      <DisplayForm />
    </div>
  );
}
