import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { AdminProfileUpdate, ApplicantProfileUpdate, ChangePasswordRequest, ChangePasswordWithConfirmRequest, EmployerProfileUpdate } from '@jobboard/contracts/profiles';
import { adminBody, employerBody, SEEKER_FIELD_OF, seekerBody, type AdminValues, type CompanyValues, type ContactValues, type SeekerValues } from './profile-values.ts';

// NOTE: loaded on demand (see load-profile-schemas.ts): zod is most of a form page's JavaScript.

/**
 * A resolver that checks the request body the form would send with the contract's schema (the
 * server checks the same) and puts the first message per field on the form's field. A problem
 * with a field this form does not show lands on `root`.
 */
function bodyResolver<V extends FieldValues>(schema: ZodType, toBody: (values: V) => unknown, fieldOf: (key: string) => string | undefined): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      const name = fieldOf(key) ?? 'root';
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

const sameName = (fields: readonly string[]) => (key: string) => (fields.includes(key) ? key : undefined);

export const seekerResolver = bodyResolver<SeekerValues>(ApplicantProfileUpdate, seekerBody, (key) => SEEKER_FIELD_OF[key]);

export const adminResolver = bodyResolver<AdminValues>(AdminProfileUpdate, adminBody, sameName(['first_name', 'last_name', 'phone', 'job_title', 'department', 'employee_id', 'supervisor']));

/** An employer section's resolver: the section's body is checked, errors land on its fields. */
export const employerResolver = <V extends CompanyValues | ContactValues>(fields: readonly string[]) =>
  bodyResolver<V>(EmployerProfileUpdate, (values) => employerBody(values), sameName(fields));

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Job seeker: POST /v1/auth/change-password ('New passwords do not match'). */
export const seekerPasswordResolver = bodyResolver<PasswordValues>(ChangePasswordRequest, (v) => v, sameName(PASSWORD_FIELDS));

/** Administrator and employer: PUT /v1/users/change-password (8 characters, 'New passwords do not match!'). */
export const confirmedPasswordResolver = bodyResolver<PasswordValues>(ChangePasswordWithConfirmRequest, (v) => v, sameName(PASSWORD_FIELDS));
