import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@jobboard/contracts/health';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a real database round trip', response: { 200: HealthResponse, 503: HealthResponse } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true, data: { status: 'ok' as const, database: 'ok' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, data: { status: 'degraded' as const, database: 'down' as const } });
      }
    },
  );
};
