import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import {
  AdminProfileUpdate,
  ApplicantProfileUpdate,
  ChangePasswordWithConfirmRequest,
  EmployerProfileUpdate,
  UpdatePreferencesRequest,
  UpdatePreferencesResponse,
  UpdateProfileResponse,
} from '@jobboard/contracts/profiles';
import { GetProfileResponse } from '@jobboard/contracts/users';
import { badRequest } from '../../platform/errors.ts';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import { specAlias } from '../../platform/spec-alias.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProfilesService } from './profiles.service.ts';

const PROFILE_SCHEMAS = { applicant: ApplicantProfileUpdate, employer: EmployerProfileUpdate, admin: AdminProfileUpdate } as const;
const EMAIL_FIXED = 'Email cannot be changed. Contact support if needed.';
/** The body is checked against the caller's role's schema in the handler; here only "an object". */
const AnyProfileBody = z.record(z.string(), z.unknown(), { error: 'Request body must be a JSON object' }).describe(
  'ApplicantProfileUpdate, EmployerProfileUpdate or AdminProfileUpdate (from @jobboard/contracts/profiles), by the caller\'s role',
);

export const profilesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; profiles: ProfilesService }> = async (app, { auth, profiles }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const signedIn = requireAuth(auth.authenticate);

  app.get(
    '/users/profile',
    {
      schema: { tags: ['profiles'], summary: 'The signed-in user with preferences', security, response: { 200: GetProfileResponse, 401: ErrorEnvelope } },
      preHandler: signedIn,
    },
    async (request) => ({ success: true as const, data: await profiles.getOwnProfile(authOf(request)) }),
  );

  // NOTE: PUT, not PATCH: the profile form is sent whole (first and last name are required).
  app.put(
    '/users/profile',
    {
      schema: { tags: ['profiles'], summary: "Update the signed-in user's profile (fields by role)", security, body: AnyProfileBody, response: { 200: UpdateProfileResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      const state = authOf(request);
      // NOTE: the sign-in address is the account's identity; say so rather than "unknown field".
      if ('email' in request.body) throw badRequest(EMAIL_FIXED, [{ field: 'email', message: EMAIL_FIXED }]);
      const input = parseOrThrow(PROFILE_SCHEMAS[state.user.role], request.body);
      const data = await profiles.updateOwnProfile(state, input, requestMeta(request));
      return { success: true as const, message: 'Profile updated successfully!', data };
    },
  );

  // PATCH changes the preferences the body names; PUT is kept as the original specification's name.
  for (const method of ['PATCH', 'PUT'] as const) {
    const schema = { tags: ['profiles'], summary: "Update the signed-in user's preferences (those left out stay)", security, body: UpdatePreferencesRequest, response: { 200: UpdatePreferencesResponse, ...errors } };
    app.route({
      method,
      url: '/users/preferences',
      schema: method === 'PUT' ? specAlias(schema, 'PATCH /v1/users/preferences') : schema,
      preValidation: signedIn,
      handler: async (request) => {
        const data = await profiles.updateOwnPreferences(authOf(request), request.body, requestMeta(request));
        return { success: true as const, message: 'Preferences updated successfully!', data };
      },
    });
  }

  app.put(
    '/users/change-password',
    {
      schema: { tags: ['profiles'], summary: 'Change the password (administrator and employer pages); signs out other sessions', security, body: ChangePasswordWithConfirmRequest, response: { 200: MessageResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      await auth.changePassword(authOf(request), request.body, requestMeta(request));
      return { success: true as const, message: 'Password changed successfully!' };
    },
  );
};
