import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { JobDraftSchema } from '@jobboard/contracts/job-drafts';
import { JobFormSchema, JobIdParams, JobResponse } from '@jobboard/contracts/jobs';
import { SavedJobResponse } from '@jobboard/contracts/language-check';
import { authOf, requestMeta, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobDraftsService } from './job-drafts.service.ts';

/** Job drafts kept on the server, and their publication; registered by jobs.routes.ts. */
export const jobDraftsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; drafts: JobDraftsService }> = async (app, { auth, drafts }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const employerOnly = [requireAuth(auth.authenticate), requireRole('employer', 'Only employers can save job drafts')];

  app.post(
    '/jobs/drafts',
    {
      schema: { tags: ['jobs'], summary: 'Save a new job draft (employers; never public)', security, body: JobDraftSchema, response: { 201: JobResponse, ...errors } },
      preValidation: employerOnly,
    },
    async (request, reply) => {
      const job = await drafts.create(request.body, authOf(request).user, requestMeta(request));
      return reply.status(201).send({ success: true, message: 'Draft saved. It is under My Jobs, on any device.', data: { job } });
    },
  );

  app.put(
    '/jobs/drafts/:id',
    {
      schema: { tags: ['jobs'], summary: 'Save changes to a job draft (its employer)', security, params: JobIdParams, body: JobDraftSchema, response: { 200: JobResponse, ...errors } },
      preValidation: employerOnly,
    },
    async (request) => {
      const job = await drafts.update(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Draft saved. It is under My Jobs, on any device.', data: { job } };
    },
  );

  app.post(
    '/jobs/:id/publish',
    {
      schema: { tags: ['jobs'], summary: 'Publish a job draft with the full job form (its employer); with wording findings, as advice', security, params: JobIdParams, body: JobFormSchema, response: { 200: SavedJobResponse, ...errors } },
      preValidation: employerOnly,
    },
    async (request) => {
      const { job, findings } = await drafts.publish(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Job posted successfully!', data: { job, findings } };
    },
  );
};
