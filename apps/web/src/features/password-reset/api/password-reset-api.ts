import type { ForgotPasswordRequest, ResetPasswordRequest, VerifyOtpRequest } from '@jobboard/contracts/password-reset';
import { ApiError, api, messageOf } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordRequest) => api.post('/v1/auth/forgot-password', { body, auth: false });
export const verifyOtp = (body: VerifyOtpRequest) => api.post('/v1/auth/verify-otp', { body, auth: false });
export const resetPassword = (body: ResetPasswordRequest) => api.post('/v1/auth/reset-password', { body, auth: false });

/** The product's defaults when the server sends no text: one for a refused call, one for anything else. */
export const FAILURE_TEXT = {
  forgot: ['Failed to send reset email. Please try again.', 'An error occurred. Please try again.'],
  verify: ['Invalid OTP. Please try again.', 'Failed to verify OTP. Please try again.'],
  reset: ['Failed to reset password. Please try again.', 'Failed to reset password. Please try again.'],
} as const;

/** The text to show for a failed call: the server's message, else the product's default. */
export function failureText(error: unknown, call: keyof typeof FAILURE_TEXT): string {
  const [refused, exception] = FAILURE_TEXT[call];
  return error instanceof ApiError ? messageOf(error, refused) : exception;
}
