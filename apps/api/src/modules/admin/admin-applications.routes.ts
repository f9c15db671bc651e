import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminApplicationsQuery, AdminApplicationsResponse } from '@jobboard/contracts/admin-applications';
import { ApplicationIdParams } from '@jobboard/contracts/applications';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminApplicationsService } from './admin-applications.service.ts';

/** GET /v1/applications and DELETE /v1/applications/{id}: administrators only. */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; adminApplications: AdminApplicationsService }> = async (
  app,
  { auth, adminApplications },
) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const adminOnly = requireAuth(auth.authenticate, 'admin');
  const tags = ['admin: applications'];

  app.get(
    '/applications',
    {
      schema: { tags, summary: 'Every application with job, applicant and employer, paged and filtered (admin)', security, querystring: AdminApplicationsQuery, response: { 200: AdminApplicationsResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => ({ success: true as const, data: await adminApplications.list(request.query) }),
  );

  app.delete(
    '/applications/:id',
    {
      schema: { tags, summary: 'Delete an application and its history (admin)', security, params: ApplicationIdParams, response: { 200: MessageResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => {
      await adminApplications.remove(authOf(request).user, request.params.id, requestMeta(request));
      return { success: true as const, message: 'Application deleted successfully!' };
    },
  );
};
