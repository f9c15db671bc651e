import type { AdminProfileUpdateInput, ApplicantProfileUpdateInput, EmployerProfileUpdateInput } from '@jobboard/contracts/profiles';
import type { User } from '@jobboard/contracts/users';

// NOTE: no zod here (types only): these run on the profile page itself, the schemas load later.

/** The job seeker's personal form, in camelCase, as the job seeker's form has always named it. */
export type SeekerValues = {
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  skills: string[];
  experienceYears: string;
  education: string;
  accommodations: string;
  location: string;
  remotePreference: string;
};

export type AdminValues = Record<'first_name' | 'last_name' | 'phone' | 'job_title' | 'department' | 'employee_id' | 'supervisor', string>;

export const COMPANY_FIELDS = [
  'company_name',
  'industry',
  'company_size',
  'founded_year',
  'company_description',
  'company_website',
  'company_address',
  'company_city',
  'company_state',
  'company_country',
  'company_zip_code',
] as const;
export type CompanyValues = Record<(typeof COMPANY_FIELDS)[number], string>;

export const CONTACT_FIELDS = ['first_name', 'last_name', 'phone', 'job_title', 'department'] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const seekerValuesOf = (u: User): SeekerValues => ({
  firstName: text(u.first_name),
  lastName: text(u.last_name),
  phone: text(u.phone),
  bio: text(u.bio),
  skills: [...u.skills],
  experienceYears: text(u.experience_years),
  education: text(u.education),
  accommodations: text(u.accommodations),
  location: text(u.location),
  remotePreference: text(u.remote_preference),
});

/** The snake_case body of PUT /v1/users/profile (docs/architecture.md#api-conventions); experience is a whole number, 0 when blank. */
export function seekerBody(v: SeekerValues): ApplicantProfileUpdateInput {
  const years = v.experienceYears.trim() === '' ? 0 : Number(v.experienceYears.trim());
  return {
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    phone: v.phone.trim(),
    bio: v.bio.trim(),
    skills: v.skills.map((s) => s.trim()).filter(Boolean),
    // NOTE: a fraction or text stays invalid (NaN) so the schema reports it instead of guessing.
    experience_years: Number.isInteger(years) ? years : Number.NaN,
    education: v.education as ApplicantProfileUpdateInput['education'],
    accommodations: v.accommodations.trim(),
    location: v.location.trim(),
    remote_preference: v.remotePreference as ApplicantProfileUpdateInput['remote_preference'],
  };
}

/** The body's field names back to the form's, for putting schema errors on the right field. */
export const SEEKER_FIELD_OF: Record<string, keyof SeekerValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  bio: 'bio',
  skills: 'skills',
  experience_years: 'experienceYears',
  education: 'education',
  accommodations: 'accommodations',
  location: 'location',
  remote_preference: 'remotePreference',
};

const pick = <K extends string>(u: User, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, text(u[k as keyof User] as string | number | null)])) as Record<K, string>;

export const adminValuesOf = (u: User): AdminValues =>
  pick(u, ['first_name', 'last_name', 'phone', 'job_title', 'department', 'employee_id', 'supervisor'] as const);
/** Text trimmed; blank optional fields clear the stored value. */
export const adminBody = (v: AdminValues): AdminProfileUpdateInput =>
  Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()])) as AdminProfileUpdateInput;

export const companyValuesOf = (u: User): CompanyValues => pick(u, COMPANY_FIELDS);
export const contactValuesOf = (u: User): ContactValues => pick(u, CONTACT_FIELDS);

/** Required on the section that shows them: sent even when blank, so the check reports them. */
const EMPLOYER_REQUIRED = new Set(['first_name', 'last_name', 'company_name']);

/**
 * The employer's save: only the section's fields that are non-blank after
 * trimming, the founded year as a whole number; the server keeps what is not sent.
 */
export function employerBody(values: Partial<CompanyValues & ContactValues>): EmployerProfileUpdateInput {
  const body: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (!value && !EMPLOYER_REQUIRED.has(key)) continue;
    body[key] = key === 'founded_year' ? (/^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN) : value;
  }
  return body as EmployerProfileUpdateInput;
}
