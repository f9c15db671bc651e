import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import { ForgotPasswordRequest, RESET_MESSAGES, ResetPasswordRequest, VerifyOtpRequest } from '@jobboard/contracts/password-reset';
import { requestMeta } from '../../platform/guards.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** `siteUrl`: the address links in mails point to (platform/site-url.ts), never the request's Host. */
type Options = { passwordReset: PasswordResetService; siteUrl: () => string };

export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, { passwordReset, siteUrl }) => {
  const errors = { 400: ErrorEnvelope, 429: ErrorEnvelope };

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a 4-digit password reset code (the same answer whether or not the address has an account)',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, ...errors, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      await passwordReset.requestCode(request.body.email, siteUrl(), requestMeta(request));
      return { success: true as const, message: RESET_MESSAGES.sent };
    },
  );

  app.post(
    '/auth/verify-otp',
    { schema: { tags: ['auth'], summary: 'Check a password reset code without using it up', body: VerifyOtpRequest, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      await passwordReset.verifyCode(request.body.email, request.body.otp, requestMeta(request));
      return { success: true as const, message: RESET_MESSAGES.verified };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; the code is used up and every session is signed out',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body, siteUrl(), requestMeta(request));
      return { success: true as const, message: RESET_MESSAGES.reset };
    },
  );
};
