import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationIdParams, ApplicationResponse, ApplyBody, MyApplicationsQuery, MyApplicationsResponse } from '@jobboard/contracts/applications';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; applications: ApplicationsService }> = async (app, { auth, applications }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  // Authorisation runs in preValidation: who may not call a route learns that before anything else.
  const signedIn = requireAuth(auth.authenticate);

  app.post(
    '/applications',
    {
      schema: { tags: ['applications'], summary: 'Apply for a job, or re-apply after withdrawing (job seekers)', security, body: ApplyBody, response: { 201: ApplicationResponse, ...errors } },
      preValidation: [signedIn, requireRole('applicant', 'Only applicants can apply for jobs')],
    },
    async (request, reply) => {
      const application = await applications.apply(request.body, authOf(request).user, requestMeta(request));
      return reply.status(201).send({ success: true, message: 'Application submitted successfully!', data: { application } });
    },
  );

  app.put(
    '/applications/:id/withdraw',
    {
      schema: { tags: ['applications'], summary: 'Withdraw your own application', security, params: ApplicationIdParams, response: { 200: ApplicationResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      const application = await applications.withdraw(request.params.id, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Application withdrawn successfully!', data: { application } };
    },
  );

  app.get(
    '/applications/my-applications',
    {
      schema: { tags: ['applications'], summary: "The job seeker's applications with statistics", security, querystring: MyApplicationsQuery, response: { 200: MyApplicationsResponse, ...errors } },
      preValidation: [signedIn, requireRole('applicant', 'Only applicants can view their applications')],
    },
    async (request) => ({ success: true as const, ...(await applications.mine(authOf(request).user, request.query)) }),
  );
};
