import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import type { Preferences, User } from '@jobboard/contracts/users';
import type { userPreferences, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type PreferencesRow = typeof userPreferences.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// NOTE: the database stores remote preference as words (remote, onsite); the API speaks the
// option values its clients send ('true' = remote only, 'false' = on-site only).
const REMOTE_IN = { true: 'remote', false: 'onsite', any: 'any', hybrid: 'hybrid' } as const;
const REMOTE_OUT: Record<string, string> = { remote: 'true', onsite: 'false', any: 'any', hybrid: 'hybrid' };
export const remotePreferenceIn = (value: keyof typeof REMOTE_IN | null) => (value === null ? null : REMOTE_IN[value]);
const remotePreferenceOut = (stored: string | null) => (stored === null ? null : (REMOTE_OUT[stored] ?? null));

/** The user as the API shows it: its snake_case fields, never the password hash or storage keys. */
export function toUserDto(row: UserRow): User {
  const resumeUrl = row.resumeKey ? '/v1/upload/download/resume' : null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    bio: row.bio,
    skills: row.skills,
    experience_years: row.experienceYears,
    education: row.education,
    accommodations: row.accommodations,
    accessibility_needs: row.accessibilityNeeds,
    accommodations_needed: row.accommodationsNeeded as AccommodationId[],
    location: row.location,
    resume_url: resumeUrl,
    profile_picture_url: row.profilePictureKey ? '/v1/upload/download/profile-picture' : null,
    job_title: row.jobTitle,
    department: row.department,
    employee_id: row.employeeId,
    supervisor: row.supervisor,
    remote_preference: remotePreferenceOut(row.remotePreference),
    company_name: row.companyName,
    company_description: row.companyDescription,
    company_website: row.companyWebsite,
    company_size: row.companySize,
    industry: row.industry,
    founded_year: row.foundedYear,
    company_address: row.companyAddress,
    company_city: row.companyCity,
    company_state: row.companyState,
    company_country: row.companyCountry,
    company_zip_code: row.companyZipCode,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: iso(row.lastLogin),
    profile: { resume_url: resumeUrl },
  };
}

export function toPreferencesDto(row: PreferencesRow): Preferences {
  return {
    job_alerts: row.jobAlerts,
    email_notifications: row.emailNotifications,
    new_application_emails: row.newApplicationEmails,
    sms_notifications: row.smsNotifications,
    privacy_public_profile: row.privacyPublicProfile,
    privacy_contact_info: row.privacyContactInfo,
    accessibility_high_contrast: row.accessibilityHighContrast,
    accessibility_large_text: row.accessibilityLargeText,
    accessibility_screen_reader: row.accessibilityScreenReader,
    accessibility_reduced_motion: row.accessibilityReducedMotion,
    font_size: row.fontSize,
    system_notifications: row.systemNotifications,
    admin_alerts: row.adminAlerts,
  };
}
