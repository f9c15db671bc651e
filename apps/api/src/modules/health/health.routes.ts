import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@jobboard/contracts/health';
import type { Database } from '../../db/client.ts';

const LiveResponse = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });

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

  // For orchestrators (the process answers) and as the trivial endpoint of `npm run bench`.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], summary: 'Process liveness, without touching the database', response: { 200: LiveResponse } } },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );
};
