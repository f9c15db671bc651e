import type { InputHTMLAttributes } from 'react';
import { PRIVACY_PROMISES, type DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import { CheckboxField } from '../../../ui/form-fields.tsx';
import { DisclosurePreview } from './disclosure-preview.tsx';
import { DisclosureStageField } from './stage-field.tsx';

type Registered = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & { ref: React.Ref<HTMLInputElement> };

/**
 * The job seeker's privacy choices on the registration form, with the preview of what employers
 * will see. The form owns the values; this only shows them.
 */
export function RegistrationPrivacy({
  publicProfile,
  inFinder,
  stage,
  onStage,
  values,
}: {
  publicProfile: Registered;
  inFinder: Registered;
  stage: DisclosureStage;
  onStage: (stage: DisclosureStage) => void;
  values: { name: string; accommodations: string; findable: boolean; inFinder: boolean };
}) {
  return (
    <fieldset>
      <legend>Privacy</legend>
      <p>{PRIVACY_PROMISES.finder}</p>
      <CheckboxField id="register-public-profile" label="Employers can find my basic profile in the Candidate Finder" {...publicProfile} />
      <p>{PRIVACY_PROMISES.applications}</p>
      <DisclosureStageField value={stage} onChange={onStage} />
      <CheckboxField id="register-disclosure-finder" label="Also show my accessibility information in the Candidate Finder" hint={PRIVACY_PROMISES.finderDisability} {...inFinder} />
      <DisclosurePreview
        profile={{ name: values.name, accommodations: values.accommodations || null, needs: [] }}
        choices={{ findable: values.findable, showContact: false, stage, inFinder: values.inFinder }}
      />
      <p className="muted">You can change all of this later on the Privacy tab of your profile.</p>
    </fieldset>
  );
}
