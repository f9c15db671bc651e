import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationIdParams } from '@jobboard/contracts/applications';
import {
  AccommodationRequestBody,
  AccommodationRequestListResponse,
  AccommodationRequestResponse,
  AnswerRequestBody,
  ReplyBody,
  REQUEST_MESSAGES,
  RequestBatchQuery,
  RequestIdParams,
  RequestSummaryQuery,
  RequestSummaryResponse,
} from '@jobboard/contracts/accommodation-requests';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccommodationRequestsService } from './accommodation-requests.service.ts';

/** Accommodation requests inside an application (docs/decisions/019-accommodation-requests.md). */
export const accommodationRequestsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; requests: AccommodationRequestsService }> = async (app, { auth, requests }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const tags = ['accommodation-requests'];
  const signedIn = requireAuth(auth.authenticate);
  const applicantsOnly = [signedIn, requireRole('applicant', REQUEST_MESSAGES.applicantsOnly)];

  app.post(
    '/applications/:id/accommodation-requests',
    {
      schema: { tags, summary: 'Ask for accommodations on your application', security, params: ApplicationIdParams, body: AccommodationRequestBody, response: { 201: AccommodationRequestResponse, ...errors } },
      preValidation: applicantsOnly,
    },
    async (request, reply) => {
      const created = await requests.create(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return reply.status(201).send({ success: true, message: REQUEST_MESSAGES.created, data: { request: created } });
    },
  );

  app.get(
    '/applications/:id/accommodation-requests',
    {
      schema: { tags, summary: "An application's accommodation requests, newest first (its applicant, the job's employer, administrators)", security, params: ApplicationIdParams, response: { 200: AccommodationRequestListResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: { requests: await requests.ofApplication(request.params.id, authOf(request).user) } }),
  );

  app.get(
    '/accommodation-requests',
    {
      schema: { tags, summary: 'The accommodation requests of those of these applications you may see', security, querystring: RequestBatchQuery, response: { 200: AccommodationRequestListResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: { requests: await requests.ofApplications(request.query.applicationId, authOf(request).user) } }),
  );

  app.get(
    '/accommodation-requests/summary',
    {
      schema: { tags, summary: 'How many accommodation requests wait for your answer, and since when (employers)', security, querystring: RequestSummaryQuery, response: { 200: RequestSummaryResponse, ...errors } },
      preValidation: [signedIn, requireRole('employer', REQUEST_MESSAGES.employersOnly)],
    },
    async (request) => ({ success: true as const, data: await requests.summary(authOf(request).user, request.query.jobId) }),
  );

  app.get(
    '/accommodation-requests/:id',
    {
      schema: { tags, summary: 'One accommodation request with its thread', security, params: RequestIdParams, response: { 200: AccommodationRequestResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: { request: await requests.get(request.params.id, authOf(request).user) } }),
  );

  app.put(
    '/accommodation-requests/:id',
    {
      schema: { tags, summary: "Answer every requested accommodation (the job's employer)", security, params: RequestIdParams, body: AnswerRequestBody, response: { 200: AccommodationRequestResponse, ...errors } },
      preValidation: [signedIn, requireRole('employer', REQUEST_MESSAGES.employersOnly)],
    },
    async (request) => ({
      success: true as const,
      message: REQUEST_MESSAGES.answered,
      data: { request: await requests.answer(request.params.id, request.body, authOf(request).user, requestMeta(request)) },
    }),
  );

  app.post(
    '/accommodation-requests/:id/replies',
    {
      schema: { tags, summary: "Reply to the employer's answer (the applicant)", security, params: RequestIdParams, body: ReplyBody, response: { 201: AccommodationRequestResponse, ...errors } },
      preValidation: applicantsOnly,
    },
    async (request, reply) => {
      const updated = await requests.reply(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return reply.status(201).send({ success: true, message: REQUEST_MESSAGES.replied, data: { request: updated } });
    },
  );
};
