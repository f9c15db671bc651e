import type { User } from '@jobboard/contracts/users';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { lazyResolver } from '../load-profile-schemas.ts';
import { COMPANY_SIZE_OPTIONS } from '../profile-labels.ts';
import { COMPANY_FIELDS, companyValuesOf, CONTACT_FIELDS, contactValuesOf, employerBody, type CompanyValues, type ContactValues } from '../profile-values.ts';
import { DetailsList, EditableSection, personDetails } from './editable-section.tsx';
import type { EMAIL} from './profile-form.tsx';
import { personFields, ProfileForm, type FieldSpec } from './profile-form.tsx';

const COMPANY: ReadonlyArray<FieldSpec<CompanyValues>> = [
  { name: 'company_name', label: 'Company Name', autoComplete: 'organization', required: true },
  { name: 'industry', label: 'Industry' },
  { name: 'company_size', label: 'Company Size', kind: 'select', options: COMPANY_SIZE_OPTIONS },
  { name: 'founded_year', label: 'Founded Year', kind: 'number', hint: `A year from 1800 to ${new Date().getFullYear()}.` },
  { name: 'company_description', label: 'Description', kind: 'textarea' },
  { name: 'company_website', label: 'Website', kind: 'url', autoComplete: 'url', hint: 'Starting with https:// or http://' },
  { name: 'company_address', label: 'Address', autoComplete: 'street-address' },
  { name: 'company_city', label: 'City', autoComplete: 'address-level2' },
  { name: 'company_state', label: 'State/Province', autoComplete: 'address-level1' },
  { name: 'company_country', label: 'Country', autoComplete: 'country-name' },
  { name: 'company_zip_code', label: 'ZIP/Postal Code', autoComplete: 'postal-code' },
];

const CONTACT: ReadonlyArray<FieldSpec<ContactValues> | typeof EMAIL> = [
  ...personFields<ContactValues>(),
  { name: 'department', label: 'Department' },
];

const companyLabel = (name: string) => COMPANY.find((s) => s.name === name)?.label ?? name;

export function CompanySection({ user }: { user: User }) {
  const save = useSaveProfile();
  return (
    <EditableSection
      title="Company Information"
      view={<DetailsList items={COMPANY_FIELDS.map((name) => ({ label: companyLabel(name), value: user[name] }))} />}
      form={({ saved, cancel }) => (
        <ProfileForm<CompanyValues>
          idPrefix="company"
          label="Company Information"
          fields={COMPANY}
          defaultValues={companyValuesOf(user)}
          resolver={lazyResolver((s) => s.employerResolver<CompanyValues>(COMPANY_FIELDS))}
          onSave={(values) => save(employerBody(values), saved)}
          onCancel={cancel}
        />
      )}
    />
  );
}

export function ContactSection({ user }: { user: User }) {
  const save = useSaveProfile();
  return (
    <EditableSection
      title="Contact Information"
      view={
        <DetailsList
          items={[
            ...personDetails(user),
            { label: 'Job Title', value: user.job_title },
            { label: 'Department', value: user.department },
          ]}
        />
      }
      form={({ saved, cancel }) => (
        <ProfileForm<ContactValues>
          idPrefix="contact"
          label="Contact Information"
          fields={CONTACT}
          email={user.email}
          defaultValues={contactValuesOf(user)}
          resolver={lazyResolver((s) => s.employerResolver<ContactValues>(CONTACT_FIELDS))}
          onSave={(values) => save(employerBody(values), saved)}
          onCancel={cancel}
        />
      )}
    />
  );
}
