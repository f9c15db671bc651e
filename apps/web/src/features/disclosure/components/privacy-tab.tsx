import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { useState, type FormEvent } from 'react';
import type { DisclosureSettings } from '@jobboard/contracts/disclosure';
import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';
import type { Preferences, User } from '@jobboard/contracts/users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { CheckboxField } from '../../../ui/form-fields.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useUpdatePreferences } from '../../profiles/api/profile-api.ts';
import { useDisclosureSettings, useSaveDisclosureSettings } from '../api/disclosure-api.ts';
import { DisclosurePreview } from './disclosure-preview.tsx';
import { DisclosureViews } from './disclosure-views.tsx';
import { DisclosureStageField } from './stage-field.tsx';
import '../disclosure.css';

type Findability = { findable: boolean; showContact: boolean };

/** Whether employers can find the basic profile, and see contact details there. */
function FindabilityForm({ value, onChange }: { value: Findability; onChange: (v: Findability) => void }) {
  const update = useUpdatePreferences();
  const toast = useToast();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    try {
      const answer = await update.mutateAsync({ privacy_public_profile: value.findable, privacy_contact_info: value.showContact });
      toast.success(successText(answer, 'Preferences updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };
  return (
    <form noValidate aria-labelledby="privacy-find-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="privacy-find-title">Who can find you</h2>
      <p>{PRIVACY_PROMISES.finder}</p>
      <CheckboxField label="Employers can find my basic profile in the Candidate Finder" checked={value.findable} onChange={(e) => onChange({ ...value, findable: e.target.checked })} />
      <CheckboxField
        label="Show my email address and phone number to employers in the Candidate Finder"
        hint="Employers you apply to always see them, so they can reach you about your application."
        checked={value.showContact}
        onChange={(e) => onChange({ ...value, showContact: e.target.checked })}
      />
      <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save who can find you'}
      </button>
    </form>
  );
}

/** When employers see the disability information, and whether the Candidate Finder shows it. */
function DisclosureForm({ value, onChange }: { value: DisclosureSettings; onChange: (v: DisclosureSettings) => void }) {
  const save = useSaveDisclosureSettings();
  const toast = useToast();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    try {
      const answer = await save.mutateAsync(value);
      toast.success(successText(answer, 'Disclosure settings saved'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to save your disclosure settings'));
    }
  };
  return (
    <form noValidate aria-labelledby="privacy-disclosure-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="privacy-disclosure-title">Your accessibility information</h2>
      <p>
        Your accessibility needs and accommodation notes (on the Personal Information and Accessibility tabs) are yours to share. {PRIVACY_PROMISES.applications}
      </p>
      <DisclosureStageField value={value.stage} onChange={(stage) => onChange({ ...value, stage })} />
      <CheckboxField
        label="Also show it in the Candidate Finder"
        hint={`${PRIVACY_PROMISES.finderDisability} When it is on, employers searching by accessibility needs can find you.`}
        checked={value.inFinder}
        onChange={(e) => onChange({ ...value, inFinder: e.target.checked })}
      />
      <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save accessibility sharing'}
      </button>
    </form>
  );
}

/** The job seeker's Privacy tab: choices, a preview of what employers see, and who has seen it. */
export function PrivacyTab({ user, preferences }: { user: User; preferences: Preferences }) {
  const settings = useDisclosureSettings();
  const [findability, setFindability] = useState<Findability>({ findable: preferences.privacy_public_profile, showContact: preferences.privacy_contact_info });
  const [disclosure, setDisclosure] = useState<DisclosureSettings | null>(null);
  if (settings.isPending) return <Loading label="Loading your privacy settings..." />;
  if (settings.isError) return <LoadError message={messageOf(settings.error, 'Your privacy settings could not be loaded.')} onRetry={() => void settings.refetch()} />;
  const current = disclosure ?? settings.data;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <div className="stack privacy-tab">
      <FindabilityForm value={findability} onChange={setFindability} />
      <DisclosureForm value={current} onChange={setDisclosure} />
      <DisclosurePreview
        profile={{ name, jobTitle: user.job_title, location: user.location, skills: user.skills, accommodations: user.accommodations, needs: user.accessibility_needs, needed: user.accommodations_needed.map(accommodationLabel) }}
        choices={{ ...findability, ...current }}
      />
      <DisclosureViews />
    </div>
  );
}
