import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationIdParams } from '@jobboard/contracts/applications';
import {
  ApplicationDisclosureBody,
  ApplicationDisclosureResponse,
  DisclosureSettingsResponse,
  DisclosureSettingsSchema,
  DisclosureViewsQuery,
  DisclosureViewsResponse,
} from '@jobboard/contracts/disclosure';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DisclosureService } from './disclosure.service.ts';

/** The job seeker's control over their disability information (docs/decisions/012-disclosure.md). */
export const disclosureRoutes: FastifyPluginAsyncZod<{ auth: AuthService; disclosure: DisclosureService }> = async (app, { auth, disclosure }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const tags = ['disclosure'];
  const signedIn = requireAuth(auth.authenticate);

  app.get(
    '/users/disclosure',
    {
      schema: { tags, summary: 'When employers see your disability information (job seekers)', security, response: { 200: DisclosureSettingsResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: await disclosure.settings(authOf(request).user) }),
  );

  app.put(
    '/users/disclosure',
    {
      schema: { tags, summary: 'Choose when employers see your disability information (job seekers)', security, body: DisclosureSettingsSchema, response: { 200: DisclosureSettingsResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({
      success: true as const,
      message: 'Disclosure settings saved',
      data: await disclosure.saveSettings(authOf(request).user, request.body, requestMeta(request)),
    }),
  );

  app.get(
    '/users/disclosure/views',
    {
      schema: { tags, summary: 'Who has seen your disability information, most recent first (job seekers)', security, querystring: DisclosureViewsQuery, response: { 200: DisclosureViewsResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: await disclosure.views(authOf(request).user, request.query.page, request.query.limit) }),
  );

  app.put(
    '/applications/:id/disclosure',
    {
      schema: {
        tags,
        summary: 'Share your disability information on one application now, or hold back a share its employer has not seen',
        security,
        params: ApplicationIdParams,
        body: ApplicationDisclosureBody,
        response: { 200: ApplicationDisclosureResponse, ...errors },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const { share } = request.body;
      const result = await disclosure.shareOnApplication(authOf(request).user, request.params.id, share, requestMeta(request));
      return {
        success: true as const,
        message: share ? 'Your disability information is now shared with this employer' : 'Your disability information is held back from this employer',
        data: { disclosure: result },
      };
    },
  );
};
