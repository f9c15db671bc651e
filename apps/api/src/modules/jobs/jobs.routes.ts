import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import {
  JobFormSchema,
  JobIdParams,
  JobListQuery,
  JobListResponse,
  JobResponse,
  JobStatusBody,
  PageQuery,
  SimilarJobsResponse,
} from '@jobboard/contracts/jobs';
import { SavedJobResponse } from '@jobboard/contracts/language-check';
import { authOf, optionalAuth, requestMeta, requireAuth, requireRole } from '../../platform/guards.ts';
import { specAlias } from '../../platform/spec-alias.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobsService } from './jobs.service.ts';
import { jobDraftsRoutes } from './job-drafts.routes.ts';

const viewerOf = (request: FastifyRequest) => request.auth?.user ?? null;

export const jobsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; jobs: JobsService }> = async (app, { auth, jobs }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  // NOTE: authorisation runs in preValidation, so a caller who may not use a route is told so
  // before anything about their input.
  const signedIn = requireAuth(auth.authenticate);
  const maybeSignedIn = optionalAuth(auth.authenticate);
  const employerOnly = (message: string) => [signedIn, requireRole('employer', message)];
  const applicantOnly = [signedIn, requireRole('applicant', 'Only job seekers can save jobs')];
  await app.register(jobDraftsRoutes, { auth, drafts: jobs.drafts });

  app.get(
    '/jobs',
    {
      schema: { tags: ['jobs'], summary: 'Search and filter jobs (public; personal for a signed-in job seeker)', querystring: JobListQuery, response: { 200: JobListResponse, ...errors } },
      preValidation: maybeSignedIn,
    },
    async (request) => ({ success: true as const, data: await jobs.list(request.query, viewerOf(request)) }),
  );

  app.get(
    '/jobs/employer/my-jobs',
    {
      schema: { tags: ['jobs'], summary: "The employer's own jobs", security, querystring: PageQuery, response: { 200: JobListResponse, ...errors } },
      preValidation: employerOnly('Only employers can view their posted jobs'),
    },
    async (request) => ({ success: true as const, data: await jobs.myJobs(authOf(request).user, request.query) }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: { tags: ['jobs'], summary: 'One job', params: JobIdParams, response: { 200: JobResponse, ...errors } },
      preValidation: maybeSignedIn,
    },
    async (request) => ({ success: true as const, data: { job: await jobs.get(request.params.id, viewerOf(request), requestMeta(request)) } }),
  );

  app.get(
    '/jobs/:id/similar',
    {
      schema: { tags: ['jobs'], summary: 'Up to three similar public jobs', params: JobIdParams, response: { 200: SimilarJobsResponse, ...errors } },
      preValidation: maybeSignedIn,
    },
    async (request) => ({ success: true as const, data: { jobs: await jobs.similar(request.params.id, viewerOf(request)) } }),
  );

  app.post(
    '/jobs',
    {
      schema: { tags: ['jobs'], summary: 'Post a job (employers); with wording findings, as advice', security, body: JobFormSchema, response: { 201: SavedJobResponse, ...errors } },
      preValidation: employerOnly('Only employers can post jobs'),
    },
    async (request, reply) => {
      const { job, findings } = await jobs.create(request.body, authOf(request).user, requestMeta(request));
      return reply.status(201).send({ success: true, message: 'Job posted successfully!', data: { job, findings } });
    },
  );

  app.put(
    '/jobs/:id',
    {
      schema: { tags: ['jobs'], summary: 'Edit a job (its employer); with wording findings, as advice', security, params: JobIdParams, body: JobFormSchema, response: { 200: SavedJobResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      const { job, findings } = await jobs.update(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Job updated successfully!', data: { job, findings } };
    },
  );

  app.put(
    '/jobs/:id/status',
    {
      schema: { tags: ['jobs'], summary: 'Change a job status (its employer, unless an admin holds it; an admin taking it down gives a reason)', security, params: JobIdParams, body: JobStatusBody, response: { 200: JobResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      const job = await jobs.setStatus(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Job status updated successfully!', data: { job } };
    },
  );

  app.delete(
    '/jobs/:id',
    {
      schema: { tags: ['jobs'], summary: 'Delete a job (its employer or an admin)', security, params: JobIdParams, response: { 200: MessageResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => {
      await jobs.remove(request.params.id, authOf(request).user, requestMeta(request));
      return { success: true as const, message: 'Job deleted successfully!' };
    },
  );

  // A saved job is a resource of the seeker's saved list (PUT adds it, DELETE removes it, both
  // idempotent); POST and DELETE on /jobs/{id}/save are kept as the specification names them.
  for (const [method, url] of [['PUT', '/users/saved-jobs/:id'], ['POST', '/jobs/:id/save']] as const) {
    const schema = { tags: ['saved jobs'], summary: 'Save a job (job seekers; idempotent)', security, params: JobIdParams, response: { 200: MessageResponse, ...errors } };
    app.route({
      method,
      url,
      schema: method === 'POST' ? specAlias(schema, 'PUT /v1/users/saved-jobs/{id}') : schema,
      preValidation: applicantOnly,
      handler: async (request) => {
        await jobs.save(request.params.id, authOf(request).user);
        return { success: true as const, message: 'Job saved' };
      },
    });
  }

  for (const url of ['/users/saved-jobs/:id', '/jobs/:id/save'] as const) {
    const schema = { tags: ['saved jobs'], summary: 'Remove a job from saved jobs (idempotent)', security, params: JobIdParams, response: { 200: MessageResponse, ...errors } };
    app.delete(url, { schema: url === '/jobs/:id/save' ? specAlias(schema, 'DELETE /v1/users/saved-jobs/{id}') : schema, preValidation: applicantOnly }, async (request) => {
      await jobs.unsave(request.params.id, authOf(request).user);
      return { success: true as const, message: 'Job removed from saved jobs' };
    });
  }

  app.get(
    '/users/saved-jobs',
    {
      schema: { tags: ['saved jobs'], summary: "The job seeker's saved jobs", security, querystring: PageQuery, response: { 200: JobListResponse, ...errors } },
      preValidation: applicantOnly,
    },
    async (request) => ({ success: true as const, data: await jobs.savedJobs(authOf(request).user, request.query) }),
  );
};
