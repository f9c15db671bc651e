import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponse, LoginRequest, RegisterRequest } from '@jobboard/contracts/auth';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import { ChangePasswordRequest } from '@jobboard/contracts/profiles';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], summary: 'Create an applicant or employer account', body: RegisterRequest, response: { 201: AuthResponse, ...errors } } },
    async (request, reply) => {
      const data = await auth.register(request.body, requestMeta(request));
      return reply.status(201).send({ success: true, message: 'Registration successful! Welcome to Inclusive Jobs.', data });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in with email and password', body: LoginRequest, response: { 200: AuthResponse, ...errors } } },
    async (request) => {
      const data = await auth.login(request.body, requestMeta(request));
      return { success: true as const, message: 'Login successful! Welcome back.', data };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Revoke the current session token', security: [{ bearer: [] }], response: { 200: MessageResponse, 401: ErrorEnvelope } },
      preHandler: requireAuth(auth.authenticate),
    },
    async (request) => {
      const { session, user } = authOf(request);
      await auth.logout(session.id, user, requestMeta(request));
      return { success: true as const, message: 'Logged out successfully!' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: { tags: ['auth'], summary: 'Change the password (job seeker page); signs out other sessions', security: [{ bearer: [] }], body: ChangePasswordRequest, response: { 200: MessageResponse, ...errors } },
      preValidation: requireAuth(auth.authenticate),
    },
    async (request) => {
      await auth.changePassword(authOf(request), request.body, requestMeta(request));
      return { success: true as const, message: 'Password changed successfully!' };
    },
  );
};
