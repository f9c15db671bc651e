import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { DownloadResponse, UploadResponse } from '@jobboard/contracts/uploads-api';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, UPLOAD_PART_NAMES } from '@jobboard/contracts/uploads';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { contentDisposition } from './file-checks.ts';
import { notMultipart, readSingleFile } from './multipart.ts';
import type { UploadsService } from './uploads.service.ts';

type Options = { auth: AuthService; uploads: UploadsService };
const DONE = {
  resume: { uploaded: 'Resume uploaded successfully!', deleted: 'Resume deleted successfully!' },
  'profile-picture': { uploaded: 'Profile picture uploaded successfully!', deleted: 'Profile picture deleted successfully!' },
} as const;

export const uploadsRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, uploads }) => {
  const uploadErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope };
  const fileErrors = { 401: ErrorEnvelope, 404: ErrorEnvelope };
  const security = [{ bearer: [] }];
  // NOTE: onRequest, so an anonymous caller hears 401 before anything about their body.
  const signedIn = requireAuth(auth.authenticate);

  // Multipart lives only in this encapsulated context: JSON routes keep their own parsers and
  // body limit, and here every other content type is refused with a clear 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    await scope.register(multipart, { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 } });

    for (const kind of UPLOAD_KINDS) {
      scope.post(
        `/upload/${kind}`,
        {
          schema: { tags: ['uploads'], summary: `Upload the ${kind} (multipart part "${UPLOAD_PART_NAMES[kind]}")`, security, consumes: ['multipart/form-data'], multipartFile: UPLOAD_PART_NAMES[kind], response: { 200: UploadResponse, ...uploadErrors } },
          onRequest: signedIn,
        },
        async (request) => {
          const file = await readSingleFile(request, UPLOAD_PART_NAMES[kind]);
          const data = await uploads.upload(authOf(request), kind, file, requestMeta(request));
          return { success: true as const, message: DONE[kind].uploaded, data };
        },
      );
    }
  });

  for (const kind of UPLOAD_KINDS) {
    app.delete(
      `/upload/${kind}`,
      { schema: { tags: ['uploads'], summary: `Delete the ${kind}`, security, response: { 200: UploadResponse, ...fileErrors } }, onRequest: signedIn },
      async (request) => {
        const data = await uploads.remove(authOf(request), kind, requestMeta(request));
        return { success: true as const, message: DONE[kind].deleted, data };
      },
    );

    app.get(
      `/upload/download/${kind}`,
      { schema: { tags: ['uploads'], summary: `A signed link to the ${kind}, valid for a few minutes`, security, response: { 200: DownloadResponse, ...fileErrors } }, onRequest: signedIn },
      async (request) => ({ success: true as const, data: await uploads.downloadLink(authOf(request).user.id, kind) }),
    );
  }

  // The link is the capability: no bearer token, so it works from <a href> and <img src>.
  app.get(
    '/files/:token',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Open a signed download link: the file, with its own content type',
        params: z.object({ token: z.string().max(200) }),
        produces: ['application/octet-stream'],
        response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const file = await uploads.openLink(request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.disposition, file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // NOTE: the stream is the 200 body; the response schema only describes the error envelope.
        .send(file.stream as never);
    },
  );
};
