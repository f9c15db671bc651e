import type { AdminProfileUpdate, ApplicantProfileUpdate, EmployerProfileUpdate, UpdatePreferencesRequest } from '@jobboard/contracts/profiles';
import { ADMIN_ONLY_PREFERENCES } from '@jobboard/contracts/profiles';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import { remotePreferenceIn, toPreferencesDto, toUserDto } from './profile.mapper.ts';
import * as repo from './profiles.repository.ts';

export type ProfileUpdate = ApplicantProfileUpdate | EmployerProfileUpdate | AdminProfileUpdate;

/** The API's snake_case profile fields and the columns they are stored in. */
const PROFILE_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  bio: 'bio',
  skills: 'skills',
  experience_years: 'experienceYears',
  education: 'education',
  accommodations: 'accommodations',
  accessibility_needs: 'accessibilityNeeds',
  accommodations_needed: 'accommodationsNeeded',
  location: 'location',
  remote_preference: 'remotePreference',
  job_title: 'jobTitle',
  department: 'department',
  employee_id: 'employeeId',
  supervisor: 'supervisor',
  company_name: 'companyName',
  company_description: 'companyDescription',
  company_website: 'companyWebsite',
  company_size: 'companySize',
  industry: 'industry',
  founded_year: 'foundedYear',
  company_address: 'companyAddress',
  company_city: 'companyCity',
  company_state: 'companyState',
  company_country: 'companyCountry',
  company_zip_code: 'companyZipCode',
} as const satisfies Record<string, keyof repo.UserChanges>;

const PREFERENCE_COLUMNS = {
  job_alerts: 'jobAlerts',
  email_notifications: 'emailNotifications',
  new_application_emails: 'newApplicationEmails',
  sms_notifications: 'smsNotifications',
  privacy_public_profile: 'privacyPublicProfile',
  privacy_contact_info: 'privacyContactInfo',
  accessibility_high_contrast: 'accessibilityHighContrast',
  accessibility_large_text: 'accessibilityLargeText',
  accessibility_screen_reader: 'accessibilityScreenReader',
  accessibility_reduced_motion: 'accessibilityReducedMotion',
  font_size: 'fontSize',
  system_notifications: 'systemNotifications',
  admin_alerts: 'adminAlerts',
} as const satisfies Record<keyof UpdatePreferencesRequest, keyof repo.PreferenceChanges>;

/** The columns to write for the fields that were sent (omitted fields stay as they are). */
function columnsOf<K extends string>(input: Partial<Record<K, unknown>>, columns: Record<K, string>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input) as Array<[K, unknown]>) {
    if (value !== undefined && columns[field]) changes[columns[field]] = value;
  }
  return changes;
}

const actorOf = (u: AuthState['user']) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });

/** Gives an employer their company page slug once a company name is saved (companies/company-links.ts). */
type CompanySlugs = { ensureSlug(row: { id: string; role: string; companyName: string | null; companySlug: string | null }): Promise<string | null> };

export function createProfilesService(ctx: AppContext, { companies }: { companies?: CompanySlugs } = {}) {
  const db = ctx.database.db;
  return {
    async getOwnProfile(auth: AuthState) {
      const preferences = await repo.ensurePreferences(db, auth.user.id);
      return { user: toUserDto(auth.user), preferences: toPreferencesDto(preferences) };
    },

    /** Saves the caller's own profile; the route has already parsed it with their role's schema. */
    async updateOwnProfile(auth: AuthState, input: ProfileUpdate, meta: RequestMeta) {
      const { remote_preference: remote, ...rest } = input as ProfileUpdate & Partial<ApplicantProfileUpdate>;
      const changes = columnsOf(rest, PROFILE_COLUMNS) as repo.UserChanges;
      if (remote !== undefined) changes.remotePreference = remotePreferenceIn(remote);
      let row = await repo.updateUserProfile(db, auth.user.id, changes);
      if (companies && row.companyName && !row.companySlug) row = { ...row, companySlug: await companies.ensureSlug(row) };
      await recordAudit(db, {
        action: 'PROFILE_UPDATED',
        entityType: 'user',
        entityId: row.id,
        // NOTE: field names only; profile values (health needs, phone) stay out of the trail.
        description: `Updated own profile: ${Object.keys(input).filter((k) => input[k as keyof ProfileUpdate] !== undefined).join(', ')}`,
        success: true,
        actor: actorOf(row),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { user: toUserDto(row) };
    },

    async updateOwnPreferences(auth: AuthState, input: UpdatePreferencesRequest, meta: RequestMeta) {
      if (auth.user.role !== 'admin') {
        const refused = ADMIN_ONLY_PREFERENCES.filter((field) => input[field] !== undefined);
        if (refused.length) {
          const errors = refused.map((field) => ({ field, message: `Only administrators can change ${field}` }));
          throw badRequest(errors[0]!.message, errors);
        }
      }
      const row = await repo.updatePreferences(db, auth.user.id, columnsOf(input, PREFERENCE_COLUMNS) as repo.PreferenceChanges);
      await recordAudit(db, {
        action: 'PREFERENCES_UPDATED',
        entityType: 'user',
        entityId: auth.user.id,
        description: `Updated preferences: ${Object.keys(input).join(', ')}`,
        success: true,
        actor: actorOf(auth.user),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { preferences: toPreferencesDto(row) };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
