import { z } from 'zod';
import { checkedString, emailField, PASSWORD_MAX, PASSWORD_MIN } from './fields.ts';

/** The reset code's shape and life (docs/architecture.md#password-reset). */
export const OTP_LENGTH = 4;
export const OTP_TTL_MINUTES = 10;
/** Seconds the success step waits before going to the sign-in page. */
export const RESET_REDIRECT_SECONDS = 3;

/** The forgot-password email: the shared rule, with this form's wording ('Email address'). */
export const ResetEmailField = emailField('Email address');

/** Exactly four digits; anything else is 'OTP must be a 4-digit number'. */
export const OtpField = checkedString('OTP is required', [
  [(v) => v.length > 0, 'OTP is required'],
  [(v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v), `OTP must be a ${OTP_LENGTH}-digit number`],
]);

/** The new password: the registration's rules (auth.ts), in this form's wording; the server also refuses easily guessed ones. */
export const ResetPasswordField = checkedString(
  'Password is required',
  [
    [(v) => v.length > 0, 'Password is required'],
    [(v) => v.length >= PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`],
    [(v) => v.length <= PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`],
  ],
  { trim: false },
);

/** POST /v1/auth/forgot-password: always the same answer, whether or not the address has an account. */
export const ForgotPasswordRequest = z.strictObject({ email: ResetEmailField });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** POST /v1/auth/verify-otp: checks the code without using it up. */
export const VerifyOtpRequest = z.strictObject({ email: ResetEmailField, otp: OtpField });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;

/** POST /v1/auth/reset-password: uses the code up, sets the password and signs out every session. */
export const ResetPasswordRequest = z.strictObject({ email: ResetEmailField, otp: OtpField, newPassword: ResetPasswordField });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** The code step of the pages. */
export const OtpForm = z.object({ otp: OtpField });
export type OtpForm = z.input<typeof OtpForm>;

/** The new-password step of the pages: the password and its confirmation (only the password is sent). */
export const NewPasswordForm = z
  .object({
    newPassword: ResetPasswordField,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, { error: 'Please confirm your password' }),
  })
  .refine((v) => !v.confirmPassword || v.confirmPassword === v.newPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof NewPasswordForm>;

/** The success messages the three calls answer, in the product's fixed wording. */
export const RESET_MESSAGES = {
  sent: 'Password reset OTP sent successfully!',
  verified: 'OTP verified successfully!',
  reset: 'Password reset successfully!',
} as const;

/** The failures the three calls answer; one text for every bad code so it tells nothing about the account. */
export const RESET_ERRORS = {
  invalidCode: 'Invalid or expired OTP. Please check the code or request a new one.',
} as const;
