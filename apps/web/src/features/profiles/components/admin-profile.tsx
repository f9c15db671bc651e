import type { User } from '@jobboard/contracts/users';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { lazyResolver } from '../load-profile-schemas.ts';
import { adminBody, adminValuesOf, type AdminValues } from '../profile-values.ts';
import { DetailsList, EditableSection, personDetails } from './editable-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import type { EMAIL} from './profile-form.tsx';
import { personFields, ProfileForm, type FieldSpec } from './profile-form.tsx';
import { ProfileLayout } from './profile-layout.tsx';

const resolver = lazyResolver<AdminValues>((s) => s.adminResolver);
const FIELDS: ReadonlyArray<FieldSpec<AdminValues> | typeof EMAIL> = [
  ...personFields<AdminValues>(),
  { name: 'department', label: 'Department' },
  { name: 'employee_id', label: 'Employee ID' },
  { name: 'supervisor', label: 'Supervisor' },
];

function AdminPersonalSection({ user }: { user: User }) {
  const save = useSaveProfile();
  return (
    <EditableSection
      title="Personal Information"
      view={
        <DetailsList
          items={[
            ...personDetails(user),
            { label: 'Job Title', value: user.job_title },
            { label: 'Department', value: user.department },
            { label: 'Employee ID', value: user.employee_id },
            { label: 'Supervisor', value: user.supervisor },
          ]}
        />
      }
      form={({ saved, cancel }) => (
        <ProfileForm<AdminValues>
          idPrefix="admin"
          label="Personal Information"
          fields={FIELDS}
          email={user.email}
          defaultValues={adminValuesOf(user)}
          resolver={resolver}
          onSave={(values) => save(adminBody(values), saved)}
          onCancel={cancel}
        />
      )}
    />
  );
}

/** The Administrator profile: Personal Information, Preferences, Security. */
export function AdminProfile() {
  return (
    <ProfileLayout
      title="Administrator Profile"
      subtitle="Your details, notification preferences and password"
      tabs={({ user }) => [
        { id: 'personal', label: 'Personal Information', panel: <AdminPersonalSection user={user} /> },
        { id: 'preferences', label: 'Preferences', panel: <PreferencesForm role="admin" /> },
        { id: 'security', label: 'Security', panel: <PasswordSection confirmed /> },
      ]}
    />
  );
}
