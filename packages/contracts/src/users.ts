import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { NEW_APPLICATION_EMAILS } from './notification-options.ts';
import { ROLES } from './roles.ts';

export const RoleSchema = z.enum(ROLES);

export const EDUCATION_LEVELS = ['high_school', 'associate', 'bachelor', 'master', 'doctorate', 'certification'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

/** The user as the server answers it (snake_case: docs/architecture.md#api-conventions). Never carries secrets. */
export const UserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: RoleSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().int().nullable(),
  education: z.string().nullable(),
  accommodations: z.string().nullable(),
  accessibility_needs: z.array(z.string()),
  accommodations_needed: z.array(z.enum(ACCOMMODATION_IDS)),
  location: z.string().nullable(),
  resume_url: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  employee_id: z.string().nullable(),
  supervisor: z.string().nullable(),
  remote_preference: z.string().nullable(),
  company_name: z.string().nullable(),
  company_description: z.string().nullable(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  industry: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  company_address: z.string().nullable(),
  company_city: z.string().nullable(),
  company_state: z.string().nullable(),
  company_country: z.string().nullable(),
  company_zip_code: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
  profile: z.object({ resume_url: z.string().nullable() }),
});
export type User = z.infer<typeof UserSchema>;

/** Per-user preferences plus the display settings chosen at registration. */
export const PreferencesSchema = z.object({
  job_alerts: z.boolean(),
  email_notifications: z.boolean(),
  /** An employer's mail about new applications: `each` as it comes, or a `daily` summary. */
  new_application_emails: z.enum(NEW_APPLICATION_EMAILS),
  sms_notifications: z.boolean(),
  privacy_public_profile: z.boolean(),
  privacy_contact_info: z.boolean(),
  accessibility_high_contrast: z.boolean(),
  accessibility_large_text: z.boolean(),
  accessibility_screen_reader: z.boolean(),
  accessibility_reduced_motion: z.boolean(),
  font_size: z.number().int(),
  system_notifications: z.boolean(),
  admin_alerts: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const GetProfileResponse = z.object({
  success: z.literal(true),
  data: z.object({ user: UserSchema, preferences: PreferencesSchema }),
});
export type GetProfileResponse = z.infer<typeof GetProfileResponse>;

