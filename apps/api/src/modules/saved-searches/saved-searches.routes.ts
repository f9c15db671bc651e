import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import {
  CreateSavedSearchRequest,
  SAVED_SEARCH_MESSAGES,
  SavedSearchIdParams,
  SavedSearchListResponse,
  SavedSearchResponse,
  UpdateSavedSearchRequest,
} from '@jobboard/contracts/saved-searches';
import { authOf, requireAuth } from '../../platform/guards.ts';
import { specAlias } from '../../platform/spec-alias.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** /v1/saved-searches: a job seeker's own saved searches and their alerts. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; savedSearches: SavedSearchesService }> = async (app, { auth, savedSearches }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const seekerOnly = requireAuth(auth.authenticate, 'applicant');
  const tags = ['saved searches'];

  app.get(
    '/saved-searches',
    { schema: { tags, summary: "The job seeker's saved searches, oldest first", security, response: { 200: SavedSearchListResponse, ...errors } }, preValidation: seekerOnly },
    async (request) => ({ success: true as const, data: { savedSearches: await savedSearches.list(authOf(request).user) } }),
  );

  app.post(
    '/saved-searches',
    { schema: { tags, summary: 'Save the job list filters, with how often to mail new jobs', security, body: CreateSavedSearchRequest, response: { 201: SavedSearchResponse, ...errors } }, preValidation: seekerOnly },
    async (request, reply) => {
      const savedSearch = await savedSearches.create(authOf(request).user, request.body);
      return reply.status(201).send({ success: true as const, message: SAVED_SEARCH_MESSAGES.created, data: { savedSearch } });
    },
  );

  // PATCH changes what the body names; PUT is kept as the original specification's name for it.
  for (const method of ['PATCH', 'PUT'] as const) {
    const schema = { tags, summary: 'Rename, change, pause or resume a saved search', security, params: SavedSearchIdParams, body: UpdateSavedSearchRequest, response: { 200: SavedSearchResponse, ...errors } };
    app.route({
      method,
      url: '/saved-searches/:id',
      schema: method === 'PUT' ? specAlias(schema, 'PATCH /v1/saved-searches/{id}') : schema,
      preValidation: seekerOnly,
      handler: async (request) => ({
        success: true as const,
        message: SAVED_SEARCH_MESSAGES.updated,
        data: { savedSearch: await savedSearches.update(authOf(request).user, request.params.id, request.body) },
      }),
    });
  }

  app.delete(
    '/saved-searches/:id',
    { schema: { tags, summary: 'Delete a saved search', security, params: SavedSearchIdParams, response: { 200: MessageResponse, ...errors } }, preValidation: seekerOnly },
    async (request) => {
      await savedSearches.remove(authOf(request).user, request.params.id);
      return { success: true as const, message: SAVED_SEARCH_MESSAGES.deleted };
    },
  );
};
