import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CandidateDetailResponse, CandidateIdParams, CandidateSearchQuery, CandidateSearchResponse } from '@jobboard/contracts/candidates';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CandidatesService } from './candidates.service.ts';

export const EMPLOYERS_ONLY = 'Only employers can access the Candidate Finder.';

export const candidatesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; candidates: CandidatesService }> = async (app, { auth, candidates }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
  const security = [{ bearer: [] }];
  // Employers only, administrators included in the refusal (docs/architecture.md#candidate-finder-and-disclosure).
  const employerOnly = [requireAuth(auth.authenticate), requireRole('employer', EMPLOYERS_ONLY)];

  app.get(
    '/users/candidates',
    {
      schema: { tags: ['candidates'], summary: 'Search public job seeker profiles', security, querystring: CandidateSearchQuery, response: { 200: CandidateSearchResponse, ...errors } },
      preValidation: employerOnly,
    },
    async (request) => ({ success: true as const, data: await candidates.search(request.query, authOf(request).user) }),
  );

  app.get(
    '/users/candidates/:id',
    {
      schema: { tags: ['candidates'], summary: "One public job seeker profile and the employer's applications from them", security, params: CandidateIdParams, response: { 200: CandidateDetailResponse, ...errors } },
      preValidation: employerOnly,
    },
    async (request) => ({ success: true as const, data: await candidates.get(request.params.id, authOf(request).user) }),
  );
};
