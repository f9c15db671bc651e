import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FONT_SIZE } from '@jobboard/contracts/display';
import type { Preferences, User } from '@jobboard/contracts/users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useDisplaySettings } from '../../../lib/display-settings.tsx';
import { CheckboxField, SelectField } from '../../../ui/form-fields.tsx';
import { TagInput } from '../../../ui/tag-input.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useUpdatePreferences } from '../api/profile-api.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';

const FONT_SIZES = Array.from({ length: (FONT_SIZE.max - FONT_SIZE.min) / FONT_SIZE.step + 1 }, (_, i) => FONT_SIZE.min + i * FONT_SIZE.step);

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

/** The site's display settings: they change the page at once (the shell's own state) and are saved to the preferences. */
function DisplayForm({ preferences }: { preferences: Preferences }) {
  const display = useDisplaySettings();
  const [screenReader, setScreenReader] = useState(preferences.accessibility_screen_reader);
  const update = useUpdatePreferences();
  const toast = useToast();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    try {
      const answer = await update.mutateAsync({
        accessibility_high_contrast: display.highContrast,
        accessibility_reduced_motion: display.reducedMotion,
        accessibility_large_text: display.fontSize > FONT_SIZE.default,
        accessibility_screen_reader: screenReader,
        font_size: display.fontSize,
      });
      toast.success(successText(answer, 'Preferences updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };
  return (
    <form noValidate aria-label="Display preferences" onSubmit={(e) => void onSubmit(e)}>
      <h2>Display Preferences</h2>
      <p>These change the page as soon as you choose them. Save them to keep them with your account.</p>
      <SelectField label="Text size" value={display.fontSize} onChange={(e) => display.setFontSize(Number(e.target.value))}>
        {FONT_SIZES.map((px) => (
          <option key={px} value={px}>
            {px} px{px === FONT_SIZE.default ? ' (default)' : ''}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="High contrast" checked={display.highContrast} onChange={(e) => display.setHighContrast(e.target.checked)} />
      <CheckboxField label="Reduced motion" checked={display.reducedMotion} onChange={(e) => display.setReducedMotion(e.target.checked)} />
      <CheckboxField label="Screen reader optimisation" checked={screenReader} onChange={(e) => setScreenReader(e.target.checked)} />
      <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save Preferences'}
      </button>
    </form>
  );
}

/** The Accessibility tab of the job seeker profile. */
export function AccessibilityTab({ user, preferences }: { user: User; preferences: Preferences }) {
  return (
    <div className="stack">
      <NeedsForm user={user} />
      <DisplayForm preferences={preferences} />
    </div>
  );
}
