import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApplicationIdParams } from '@jobboard/contracts/applications';
import { ErrorEnvelope, type FieldError } from '@jobboard/contracts/errors';
import { AdminStatusBody, ApplicationHistoryResponse, EmployerStatusBody, EmployerStatusResponse, MyApplicantsQuery, MyApplicantsResponse } from '@jobboard/contracts/review';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { authOf, requestMeta, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { STATUS_UPDATED, type ReviewService } from './review.service.ts';

export const STATUS_CHANGE_ROLES = 'Only employers and administrators can change application status';

/** The validator's wording for zod issues, as the app's error handler words schema failures. */
function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => ({ field: base ? `${base}.${k}` : k, message: `Unknown field: ${base ? `${base}.${k}` : k}` }));
    if (!base) return [{ field: 'body', message: 'Request body must be a JSON object' }];
    return [{ field: base, message: issue.message.startsWith('Invalid input: expected') ? `${base}: ${issue.message.replace('Invalid input: ', '')}` : issue.message }];
  });
}

export const reviewRoutes: FastifyPluginAsyncZod<{ auth: AuthService; review: ReviewService }> = async (app, { auth, review }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const signedIn = requireAuth(auth.authenticate);

  /**
   * Employers and administrators only. The route's schema is the administrator's (every status
   * and alias); an employer's body must also pass the employer's narrower schema, checked here
   * on the raw body so an admin-only status or alias is refused as unknown.
   */
  const statusChangeBody = async (request: FastifyRequest) => {
    const { role } = authOf(request).user;
    if (role !== 'employer' && role !== 'admin') throw forbidden(STATUS_CHANGE_ROLES);
    if (role === 'admin') return;
    const parsed = EmployerStatusBody.safeParse(request.body);
    if (!parsed.success) {
      const list = fieldErrors(parsed.error);
      throw badRequest(list[0]?.message ?? 'Invalid request', list);
    }
  };

  app.get(
    '/applications/my-applicants',
    {
      schema: { tags: ['review'], summary: "Applications to the employer's own jobs, newest first", security, querystring: MyApplicantsQuery, response: { 200: MyApplicantsResponse, ...errors } },
      preValidation: [signedIn, requireRole('employer', 'Only employers can view applicants')],
    },
    async (request) => ({ success: true as const, data: await review.list(authOf(request).user, request.query) }),
  );

  app.put(
    '/applications/:id/status',
    {
      schema: {
        tags: ['review'],
        summary: "Change an application's status: the job's employer along the transition table, or an administrator",
        security,
        params: ApplicationIdParams,
        body: AdminStatusBody,
        response: { 200: EmployerStatusResponse, ...errors },
      },
      preValidation: [signedIn, statusChangeBody],
    },
    async (request) => {
      const application = await review.changeStatus(request.params.id, request.body, authOf(request).user, requestMeta(request));
      return { success: true as const, message: STATUS_UPDATED, data: { application } };
    },
  );

  app.get(
    '/applications/:id/history',
    {
      schema: { tags: ['review'], summary: "An application's status history, oldest first", security, params: ApplicationIdParams, response: { 200: ApplicationHistoryResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: { history: await review.history(request.params.id, authOf(request).user) } }),
  );
};
