import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditActionTypesResponse,
  AuditCategoriesResponse,
  AuditFilterQuery,
  AuditLogsQuery,
  AuditLogsResponse,
  AuditStatsQuery,
  AuditStatsResponse,
  AuditVerifyResponse,
} from '@jobboard/contracts/audit-api';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuditService } from './audit.service.ts';

/** /v1/audit/* and /v1/admin/audit/*: administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ auth: AuthService; audit: AuditService }> = async (app, { auth, audit }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const adminOnly = requireAuth(auth.authenticate, 'admin');
  const tags = ['admin: audit'];

  app.get(
    '/audit/logs',
    {
      schema: { tags, summary: 'Audit rows, newest first, filtered and paged (50 a page by default)', security, querystring: AuditLogsQuery, response: { 200: AuditLogsResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => ({ success: true as const, data: await audit.logs(request.query) }),
  );

  app.get(
    '/audit/stats',
    {
      schema: { tags, summary: 'Successful and failed actions and the most active users in a time range', security, querystring: AuditStatsQuery, response: { 200: AuditStatsResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => ({ success: true as const, data: await audit.stats(request.query.timeRange) }),
  );

  app.get(
    '/audit/categories',
    { schema: { tags, summary: 'The entity types audit rows are about', security, response: { 200: AuditCategoriesResponse, ...errors } }, preValidation: adminOnly },
    async () => ({ success: true as const, data: audit.categories() }),
  );

  app.get(
    '/audit/action-types',
    { schema: { tags, summary: 'Every action type with its severity', security, response: { 200: AuditActionTypesResponse, ...errors } }, preValidation: adminOnly },
    async () => ({ success: true as const, data: audit.actionTypes() }),
  );

  app.get(
    '/admin/audit/verify',
    {
      schema: { tags, summary: "Recompute the audit trail's hash chain: whether every row is intact, and the first that is not", security, response: { 200: AuditVerifyResponse, ...errors } },
      preValidation: adminOnly,
    },
    async () => ({ success: true as const, data: await audit.verify() }),
  );

  app.get(
    '/audit/export',
    {
      schema: { tags, summary: 'The filtered rows as a CSV file (audit_logs_{date}.csv), streamed', security, querystring: AuditFilterQuery, produces: ['text/csv'], response: errors },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const { fileName, stream } = await audit.exportCsv(request.query, authOf(request).user, requestMeta(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        // NOTE: the stream is the 200 body; the response schemas only describe the error envelopes.
        .send(stream as never);
    },
  );
};
