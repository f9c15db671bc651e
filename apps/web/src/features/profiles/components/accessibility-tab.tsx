import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@jobboard/contracts/users';
import { TagInput } from '../../../ui/tag-input.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { AccommodationChecklist } from '../../accommodations/accommodation-checklist.tsx';
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

/**
 * The accommodations the seeker needs, from the shared vocabulary: job cards and pages show which
 * of them each job offers, to the seeker alone. To employers they are disability information.
 */
function AccommodationsNeededForm({ user }: { user: User }) {
  const [needed, setNeeded] = useState(user.accommodations_needed);
  const [saving, setSaving] = useState(false);
  const save = useSaveProfile();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    await save({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', accommodations_needed: needed }, () => undefined).catch(() => undefined);
    setSaving(false);
  };
  return (
    <form noValidate aria-labelledby="accommodations-needed-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="accommodations-needed-title">Accommodations You Need</h2>
      <p>
        Job listings then show how many of these each job offers. That match is shown to you alone: employers never see it, and it never ranks you. Employers see the
        list itself only as your choices on the <Link to="/profile?tab=privacy">Privacy tab</Link> allow.
      </p>
      <AccommodationChecklist
        idPrefix="accommodations-needed"
        legend="Accommodations you need"
        hint="Choose any that apply; you can change them at any time."
        value={needed}
        onChange={setNeeded}
      />
      <button type="submit" className="button" aria-disabled={saving || undefined}>
        {saving ? 'Saving...' : 'Save Accommodations'}
      </button>
    </form>
  );
}

/** The Accessibility tab of the job seeker profile. */
export function AccessibilityTab({ user }: { user: User }) {
  return (
    <div className="stack">
      <NeedsForm user={user} />
      <AccommodationsNeededForm user={user} />
      <DisplayForm />
    </div>
  );
}
