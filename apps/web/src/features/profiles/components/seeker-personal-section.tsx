import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { User } from '@jobboard/contracts/users';
import { TagInput } from '../../../ui/tag-input.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { lazyResolver } from '../load-profile-schemas.ts';
import { EDUCATION_OPTIONS, educationLabel, REMOTE_PREFERENCE_OPTIONS, remotePreferenceLabel } from '../profile-labels.ts';
import { seekerBody, seekerValuesOf, type SeekerValues } from '../profile-values.ts';
import { DetailsList, EditableSection, personDetails } from './editable-section.tsx';
import { EMAIL, fieldId, ProfileForm, type FieldSpec } from './profile-form.tsx';
import { TagList } from '../../../ui/tag-list.tsx';

const ID_PREFIX = 'seeker';
const resolver = lazyResolver<SeekerValues>((s) => s.seekerResolver);
const FIELDS: ReadonlyArray<FieldSpec<SeekerValues> | typeof EMAIL> = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', required: true },
  EMAIL,
  { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel', hint: 'Optional. 10 to 15 digits; spaces, hyphens, dots and brackets are fine.' },
  { name: 'experienceYears', label: 'Years of Experience', kind: 'number', hint: 'A whole number from 0 to 50.' },
  { name: 'education', label: 'Education', kind: 'select', options: EDUCATION_OPTIONS },
  // Both feed the dashboard's job match (location and remote preference points).
  { name: 'location', label: 'Location', autoComplete: 'address-level2', hint: 'Optional. The city you want to work in, such as Leeds or Toronto, ON.' },
  {
    name: 'remotePreference',
    label: 'Remote Preference',
    kind: 'select',
    options: REMOTE_PREFERENCE_OPTIONS,
    hint: 'Optional. Whether you want to work remotely, on site, a mix of both, or are open to any.',
  },
  { name: 'bio', label: 'Bio', kind: 'textarea' },
  { name: 'accommodations', label: 'Accommodations', kind: 'textarea', hint: 'Workplace accommodations that help you do your best work. Employers see them only as your Privacy tab allows.' },
];

/** The skills as tags inside the form (duplicates warned, empty ignored). */
function SkillsField({ form }: { form: UseFormReturn<SeekerValues> }) {
  const toast = useToast();
  const skills = useWatch({ control: form.control, name: 'skills' });
  const error = form.formState.errors.skills?.message;
  return (
    <>
      <TagInput
        id={fieldId(ID_PREFIX, 'skills')}
        label="Skills"
        noun="Skill"
        hint="Type a skill and press Enter or Add."
        tags={skills}
        onChange={(next) => form.setValue('skills', next, { shouldDirty: true })}
        onDuplicate={(message) => toast.info(message)}
      />
      {error ? <p className="field__error">{error}</p> : null}
    </>
  );
}

/** Personal Information of the job seeker: view mode, or the edit form. */
export function SeekerPersonalSection({ user }: { user: User }) {
  const save = useSaveProfile();
  return (
    <EditableSection
      title="Personal Information"
      view={
        <>
          <DetailsList
            items={[
              ...personDetails(user),
              { label: 'Years of Experience', value: user.experience_years },
              { label: 'Education', value: educationLabel(user.education) },
              { label: 'Location', value: user.location },
              { label: 'Remote Preference', value: remotePreferenceLabel(user.remote_preference) },
              { label: 'Bio', value: user.bio },
              { label: 'Accommodations', value: user.accommodations },
            ]}
          />
          <h3>Skills</h3>
          {user.skills.length ? (
            <TagList items={user.skills} label="Skills" />
          ) : (
            <p className="muted">No skills added yet.</p>
          )}
        </>
      }
      form={({ saved, cancel }) => (
        <ProfileForm<SeekerValues>
          idPrefix={ID_PREFIX}
          label="Personal Information"
          fields={FIELDS}
          email={user.email}
          defaultValues={seekerValuesOf(user)}
          resolver={resolver}
          extra={(form) => <SkillsField form={form} />}
          onSave={(values) => save(seekerBody(values), saved)}
          onCancel={cancel}
        />
      )}
    />
  );
}
