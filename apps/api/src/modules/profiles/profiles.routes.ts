import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { GetProfileResponse } from '@jobboard/contracts/users';
import { authOf, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; profiles: ProfilesService }> = async (app, { auth, profiles }) => {
  app.get(
    '/users/profile',
    {
      schema: { tags: ['profiles'], summary: 'The signed-in user with preferences', security: [{ bearer: [] }], response: { 200: GetProfileResponse, 401: ErrorEnvelope } },
      preHandler: requireAuth(auth.authenticate),
    },
    async (request) => ({ success: true as const, data: await profiles.getOwnProfile(authOf(request)) }),
  );
};
