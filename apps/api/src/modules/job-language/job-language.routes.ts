import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { LanguageCheckRequest, LanguageCheckResponse } from '@jobboard/contracts/language-check';
import { forbidden } from '../../platform/errors.ts';
import { authOf, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobLanguageService } from './job-language.service.ts';

export const LANGUAGE_CHECK_REFUSED = 'Only employers and administrators can check the wording of a job';

/** /v1/jobs/language-check: advice on wording that may exclude people, while a job is written. */
export const jobLanguageRoutes: FastifyPluginAsyncZod<{ auth: AuthService; jobLanguage: JobLanguageService }> = async (app, { auth, jobLanguage }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
  const security = [{ bearer: [] }];
  // The people who write jobs: employers, and administrators who edit them.
  const writers = [
    requireAuth(auth.authenticate),
    async (request: FastifyRequest) => {
      if (!['employer', 'admin'].includes(authOf(request).user.role)) throw forbidden(LANGUAGE_CHECK_REFUSED);
    },
  ];

  app.post(
    '/jobs/language-check',
    {
      schema: {
        tags: ['jobs'],
        summary: "Check a job's texts for wording that may exclude people (advice only; nothing is saved)",
        security,
        body: LanguageCheckRequest,
        response: { 200: LanguageCheckResponse, ...errors },
      },
      preValidation: writers,
    },
    async (request) => ({ success: true as const, data: { findings: await jobLanguage.check(request.body) } }),
  );
};
