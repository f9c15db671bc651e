import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyPageResponse, CompanySlugParams, CompanyVisibilityRequest, MyCompanyResponse, UpdateMyCompanyRequest } from '@jobboard/contracts/companies';
import { LOGO_PART_NAME, LOGO_SIZES } from '@jobboard/contracts/company-options';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { UPLOAD_MAX_BYTES } from '@jobboard/contracts/uploads';
import { authOf, optionalAuth, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { notMultipart, readSingleFile } from '../uploads/multipart.ts';
import type { CompaniesService } from './companies.service.ts';

type Options = { auth: AuthService; companies: CompaniesService };
/** A logo URL carries its version (`v`), so a year of caching never shows an old logo. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

const LogoQuery = z.object({
  size: z.coerce
    .number()
    .refine((n) => (LOGO_SIZES as readonly number[]).includes(n), { error: `size must be one of ${LOGO_SIZES.join(', ')}` })
    .default(128),
  v: z.string().max(40).optional(),
});

export const companiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, companies }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const employer = requireAuth(auth.authenticate, 'employer');
  const admin = requireAuth(auth.authenticate, 'admin');
  const maybeSignedIn = optionalAuth(auth.authenticate);

  app.get('/companies/mine', { schema: { tags: ['companies'], summary: "The employer's own company page settings", security, response: { 200: MyCompanyResponse, ...errors } }, onRequest: employer }, async (request) => ({
    success: true as const,
    data: await companies.mine(authOf(request)),
  }));

  app.put(
    '/companies/mine',
    { schema: { tags: ['companies'], summary: 'Save the accessibility statement and locations', security, body: UpdateMyCompanyRequest, response: { 200: MyCompanyResponse, ...errors } }, onRequest: employer },
    async (request) => ({ success: true as const, message: 'Company page saved', data: await companies.updateMine(authOf(request), request.body, requestMeta(request)) }),
  );

  // Multipart only here, as in the uploads module: other content types get a clear 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    await scope.register(multipart, { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 } });
    scope.post(
      '/companies/mine/logo',
      { schema: { tags: ['companies'], summary: `Upload the company logo (multipart part "${LOGO_PART_NAME}")`, security, consumes: ['multipart/form-data'], multipartFile: LOGO_PART_NAME, response: { 200: MyCompanyResponse, ...errors } }, onRequest: employer },
      async (request) => {
        const file = await readSingleFile(request, LOGO_PART_NAME);
        return { success: true as const, message: 'Company logo uploaded successfully!', data: await companies.uploadLogo(authOf(request), file, requestMeta(request)) };
      },
    );
  });

  app.delete('/companies/mine/logo', { schema: { tags: ['companies'], summary: 'Delete the company logo', security, response: { 200: MyCompanyResponse, ...errors } }, onRequest: employer }, async (request) => ({
    success: true as const,
    message: 'Company logo deleted successfully!',
    data: await companies.removeLogo(authOf(request), requestMeta(request)),
  }));

  app.get(
    '/companies/:slug',
    { schema: { tags: ['companies'], summary: 'A public company page with its active jobs', params: CompanySlugParams, response: { 200: CompanyPageResponse, 404: ErrorEnvelope } }, preValidation: maybeSignedIn },
    async (request) => ({ success: true as const, data: await companies.page(request.params.slug, request.auth?.user ?? null) }),
  );

  // Logos are public: no token, cacheable by anyone, versioned by the `v` in the URL.
  app.get(
    '/companies/:slug/logo',
    { schema: { tags: ['companies'], summary: 'The company logo as square WebP (304 when If-None-Match has its ETag)', params: CompanySlugParams, querystring: LogoQuery, produces: ['image/webp'], response: { 304: z.null(), 400: ErrorEnvelope, 404: ErrorEnvelope } } },
    async (request, reply) => {
      const logo = await companies.openLogo(request.params.slug, request.query.size as (typeof LOGO_SIZES)[number]);
      if (request.headers['if-none-match'] === logo.etag) {
        logo.stream.destroy();
        return reply.status(304).header('etag', logo.etag).header('cache-control', LOGO_CACHE).send(null);
      }
      return (
        reply
          .header('content-type', 'image/webp')
          .header('etag', logo.etag)
          .header('cache-control', request.query.v ? LOGO_CACHE : 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // NOTE: the stream is the 200 body; the response schema only describes the error envelopes.
          .send(logo.stream as never)
      );
    },
  );

  app.put(
    '/companies/:slug/visibility',
    { schema: { tags: ['companies'], summary: 'Hide or show a company page (administrators)', security, params: CompanySlugParams, body: CompanyVisibilityRequest, response: { 200: CompanyPageResponse, ...errors } }, onRequest: admin },
    async (request) => ({
      success: true as const,
      message: request.body.hidden ? 'Company page hidden' : 'Company page shown again',
      data: await companies.setHidden(request.params.slug, request.body.hidden, authOf(request), requestMeta(request)),
    }),
  );
};
