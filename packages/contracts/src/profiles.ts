import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { NEW_APPLICATION_EMAILS } from './notification-options.ts';
import { boundedText, checkedString, PASSWORD_MAX, PASSWORD_MIN } from './fields.ts';
import { RegistrationPassword } from './auth.ts';
import { FONT_SIZE } from './display.ts';
import { COMPANY_SIZES, EDUCATION_LEVELS, PreferencesSchema, UserSchema } from './users.ts';

/** Profile phone: optional plus, then 10 to 15 digits, spaces, hyphens, parentheses or dots. */
export const PROFILE_PHONE_SHAPE = /^\+?[\d\s\-().]{10,15}$/;

/** Upper bounds on profile text and lists, shared by the forms and the server. */
export const PROFILE_LIMITS = {
  name: 50,
  shortText: 100,
  bio: 2000,
  accommodations: 1000,
  companyDescription: 2000,
  website: 255,
  zip: 20,
  skills: 50,
  skill: 50,
  accessibilityNeeds: 20,
  accessibilityNeed: 100,
} as const;
export const EXPERIENCE_YEARS_MAX = 50;
export const FOUNDED_YEAR_MIN = 1800;
export const REMOTE_PREFERENCES = ['any', 'true', 'false', 'hybrid'] as const;

const NAMES_REQUIRED = 'First name and last name are required';

function nameField(label: 'First name' | 'Last name') {
  return z
    .string({ error: NAMES_REQUIRED })
    .trim()
    .min(1, { error: NAMES_REQUIRED })
    .max(PROFILE_LIMITS.name, { error: `${label} must be less than ${PROFILE_LIMITS.name} characters` });
}

/**
 * Optional text: omitted leaves the stored value alone, `''` or `null` clears it, anything
 * else is trimmed and bounded.
 */
function optionalText(label: string, max: number) {
  return boundedText(label, max).nullish().transform(keepOrClear);
}

/** undefined (omitted) stays undefined; '' and null become null. */
const keepOrClear = <T>(v: T | '' | null | undefined) => (v === undefined ? undefined : v || null);

/** An optional choice from a list; `''` or `null` clears it. */
function optionalChoice<T extends readonly [string, ...string[]]>(choices: T, message: string) {
  return z
    .union([z.enum(choices, { error: message }), z.literal('')], { error: message })
    .nullish()
    .transform(keepOrClear);
}

const phone = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .refine((v) => v === '' || PROFILE_PHONE_SHAPE.test(v), { error: 'Please enter a valid phone number' })
  .nullish()
  .transform(keepOrClear);

/** Skills: trimmed, empty ones dropped, repeats (ignoring case) kept once. */
const skills = z
  .array(
    z
      .string({ error: 'Each skill must be text' })
      .trim()
      .max(PROFILE_LIMITS.skill, { error: `Each skill must be less than ${PROFILE_LIMITS.skill} characters` }),
    { error: 'Skills must be a list' },
  )
  .max(PROFILE_LIMITS.skills * 2, { error: `At most ${PROFILE_LIMITS.skills} skills are allowed` })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((s) => s !== '' && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  })
  .refine((list) => list.length <= PROFILE_LIMITS.skills, { error: `At most ${PROFILE_LIMITS.skills} skills are allowed` })
  .optional();

/** Accessibility needs: each trimmed and non-empty, no repeats. */
const accessibilityNeeds = z
  .array(
    z
      .string({ error: 'Each accessibility need must be text' })
      .trim()
      .min(1, { error: 'Accessibility needs cannot be empty' })
      .max(PROFILE_LIMITS.accessibilityNeed, {
        error: `Each accessibility need must be less than ${PROFILE_LIMITS.accessibilityNeed} characters`,
      }),
    { error: 'Accessibility needs must be a list' },
  )
  .max(PROFILE_LIMITS.accessibilityNeeds, { error: `At most ${PROFILE_LIMITS.accessibilityNeeds} accessibility needs are allowed` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const need of list) {
      if (seen.has(need.toLowerCase())) ctx.addIssue({ code: 'custom', message: `Accessibility need "${need}" already exists` });
      seen.add(need.toLowerCase());
    }
  })
  .optional();

const experienceYears = z
  .number({ error: 'Experience must be a number' })
  .int({ error: 'Experience must be a whole number of years' })
  .min(0, { error: `Experience must be between 0 and ${EXPERIENCE_YEARS_MAX} years` })
  .max(EXPERIENCE_YEARS_MAX, { error: `Experience must be between 0 and ${EXPERIENCE_YEARS_MAX} years` })
  .nullish();

/** The founded year must lie between 1800 and this year; the upper bound moves with the clock. */
const foundedYear = z
  .number({ error: 'Founded year must be a number' })
  .int({ error: 'Founded year must be a whole number' })
  .superRefine((year, ctx) => {
    const now = new Date().getFullYear();
    if (year < FOUNDED_YEAR_MIN || year > now) {
      ctx.addIssue({ code: 'custom', message: `Founded year must be between ${FOUNDED_YEAR_MIN} and ${now}` });
    }
  })
  .nullish();

const website = boundedText('Website', PROFILE_LIMITS.website)
  .refine((v) => v === '' || isHttpUrl(v), { error: 'Please enter a valid website address starting with http:// or https://' })
  .nullish()
  .transform(keepOrClear);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const contactFields = {
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  phone,
  job_title: optionalText('Job title', PROFILE_LIMITS.shortText),
};
/** Employers and administrators also name their department. */
const staffFields = { ...contactFields, department: optionalText('Department', PROFILE_LIMITS.shortText) };

/**
 * PUT /v1/users/profile for a job seeker (snake_case; the web form maps its camelCase fields).
 * Fields left out stay as they are; `''` clears optional text.
 */
export const ApplicantProfileUpdate = z.strictObject({
  ...contactFields,
  bio: optionalText('Bio', PROFILE_LIMITS.bio),
  skills,
  experience_years: experienceYears,
  education: optionalChoice(EDUCATION_LEVELS, 'Please choose an education level from the list'),
  accommodations: optionalText('Accommodations', PROFILE_LIMITS.accommodations),
  accessibility_needs: accessibilityNeeds,
  /** Accommodation ids from the shared vocabulary; left out, they stay as they are. */
  accommodations_needed: z
    .array(z.enum(ACCOMMODATION_IDS, { error: 'Unknown accommodation type' }), { error: 'accommodations_needed must be a list' })
    .max(ACCOMMODATION_IDS.length)
    .transform((v) => [...new Set(v)])
    .optional(),
  location: optionalText('Location', PROFILE_LIMITS.shortText),
  remote_preference: optionalChoice(REMOTE_PREFERENCES, 'Please choose a remote preference from the list'),
});
export type ApplicantProfileUpdateInput = z.input<typeof ApplicantProfileUpdate>;
export type ApplicantProfileUpdate = z.output<typeof ApplicantProfileUpdate>;

/**
 * PUT /v1/users/profile for an employer: contact and company fields. The page saves its Company
 * and Contact tabs apart, so names and company name may be left out (kept as stored), but
 * never sent blank.
 */
export const EmployerProfileUpdate = z.strictObject({
  ...staffFields,
  first_name: staffFields.first_name.optional(),
  last_name: staffFields.last_name.optional(),
  company_name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, { error: 'Company name is required' })
    .max(PROFILE_LIMITS.shortText, { error: `Company name must be less than ${PROFILE_LIMITS.shortText} characters` })
    .optional(),
  company_description: optionalText('Company description', PROFILE_LIMITS.companyDescription),
  company_website: website,
  company_size: optionalChoice(COMPANY_SIZES, 'Please choose a company size from the list'),
  industry: optionalText('Industry', PROFILE_LIMITS.shortText),
  founded_year: foundedYear,
  company_address: optionalText('Address', PROFILE_LIMITS.shortText * 2),
  company_city: optionalText('City', PROFILE_LIMITS.shortText),
  company_state: optionalText('State/Province', PROFILE_LIMITS.shortText),
  company_country: optionalText('Country', PROFILE_LIMITS.shortText),
  company_zip_code: optionalText('ZIP/Postal code', PROFILE_LIMITS.zip),
});
export type EmployerProfileUpdateInput = z.input<typeof EmployerProfileUpdate>;
export type EmployerProfileUpdate = z.output<typeof EmployerProfileUpdate>;

/** PUT /v1/users/profile for an administrator. */
export const AdminProfileUpdate = z.strictObject({
  ...staffFields,
  employee_id: optionalText('Employee ID', PROFILE_LIMITS.shortText),
  supervisor: optionalText('Supervisor', PROFILE_LIMITS.shortText),
});
export type AdminProfileUpdateInput = z.input<typeof AdminProfileUpdate>;
export type AdminProfileUpdate = z.output<typeof AdminProfileUpdate>;

export const UpdateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ user: UserSchema }),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

/** Preferences only administrators may set; the server refuses them for others. */
export const ADMIN_ONLY_PREFERENCES = ['system_notifications', 'admin_alerts'] as const;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/** PUT /v1/users/preferences: any subset of the preferences, at least one. */
export const UpdatePreferencesRequest = z
  .strictObject({
    job_alerts: flag('Job alerts'),
    email_notifications: flag('Email notifications'),
    new_application_emails: z.enum(NEW_APPLICATION_EMAILS, { error: 'New application emails must be each or daily' }).optional(),
    sms_notifications: flag('SMS notifications'),
    privacy_public_profile: flag('Public profile'),
    privacy_contact_info: flag('Show contact information'),
    accessibility_high_contrast: flag('High contrast'),
    accessibility_large_text: flag('Large text'),
    accessibility_screen_reader: flag('Screen reader optimisation'),
    accessibility_reduced_motion: flag('Reduced motion'),
    // The header's text size control: 8 to 36 in steps of 2.
    font_size: z
      .number({ error: 'Font size must be a number' })
      .refine((v) => Number.isInteger(v) && v >= FONT_SIZE.min && v <= FONT_SIZE.max && v % FONT_SIZE.step === 0, {
        error: `Font size must be an even number from ${FONT_SIZE.min} to ${FONT_SIZE.max}`,
      })
      .optional(),
    system_notifications: flag('System notifications'),
    admin_alerts: flag('Administrative alerts'),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Choose at least one preference to update' });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

export const UpdatePreferencesResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ preferences: PreferencesSchema }),
});
export type UpdatePreferencesResponse = z.infer<typeof UpdatePreferencesResponse>;

const currentPassword = checkedString(
  'Current password is required',
  [
    [(v) => v.length > 0, 'Current password is required'],
    [(v) => v.length <= 1024, 'Current password is too long'],
  ],
  { trim: false },
);

/** POST /v1/auth/change-password (job seeker page): the new password follows the registration rules. */
export const ChangePasswordRequest = z
  .strictObject({
    currentPassword,
    newPassword: RegistrationPassword,
    confirmPassword: z.string({ error: 'Please confirm your new password' }).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    error: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** PUT /v1/users/change-password (administrator and employer pages): at least 8 characters, confirmed; the server refuses easily guessed ones. */
export const ChangePasswordWithConfirmRequest = z
  .strictObject({
    currentPassword,
    newPassword: checkedString(
      'New password is required',
      [
        [(v) => v.length > 0, 'New password is required'],
        [(v) => v.length >= PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`],
        [(v) => v.length <= PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`],
      ],
      { trim: false },
    ),
    confirmPassword: z.string({ error: 'Please confirm your new password' }),
  })
  .refine((b) => b.confirmPassword === b.newPassword, { error: 'New passwords do not match!', path: ['confirmPassword'] });
export type ChangePasswordWithConfirmRequest = z.input<typeof ChangePasswordWithConfirmRequest>;
