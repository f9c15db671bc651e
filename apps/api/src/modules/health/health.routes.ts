import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@jobboard/contracts/health';
import type { Database } from '../../db/client.ts';
import type { CheckedStore } from '../../platform/rate-limit.ts';

const LiveResponse = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });
type Dependency = HealthResponse['data']['dependencies']['database'];
/** A check that has not answered by then counts as down: the health answer must not hang with it. */
const CHECK_TIMEOUT_MS = 2000;

async function timed(check: () => Promise<void>): Promise<{ ok: boolean; latencyMs: number | null; error?: unknown }> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, latencyMs: Math.round((performance.now() - start) * 10) / 10 };
  } catch (error) {
    return { ok: false, latencyMs: null, error };
  } finally {
    clearTimeout(timer);
  }
}

/** `rateLimits`: the shared rate-limit store, when REDIS_URL configures one. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; rateLimits?: CheckedStore }> = async (app, { database, rateLimits }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Each dependency with its state and latency; 503 when the database does not answer',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const [db, redisCheck] = await Promise.all([timed(() => database.ping()), rateLimits ? timed(() => rateLimits.ping()) : undefined]);
      if (db.error) request.log.error({ err: db.error }, 'health check: database unreachable');
      if (redisCheck?.error) request.log.warn({ err: redisCheck.error }, 'health check: Redis unreachable');
      const dbState: Dependency = { state: db.ok ? 'ok' : 'down', latencyMs: db.latencyMs };
      const redis: Dependency =
        !redisCheck ? { state: 'not-configured', latencyMs: null }
        : redisCheck.ok ? { state: 'ok', latencyMs: redisCheck.latencyMs }
        : { state: 'degraded', latencyMs: redisCheck.latencyMs, note: 'Rate limits are counted by each instance on its own until Redis answers.' };
      const status = db.ok && redis.state !== 'degraded' ? 'ok' : 'degraded';
      const data = { status, database: db.ok ? 'ok' : 'down', dependencies: { database: dbState, redis } } as const;
      return reply.status(db.ok ? 200 : 503).send({ success: db.ok, data });
    },
  );

  // For orchestrators (the process answers) and as the trivial endpoint of `npm run bench`.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], summary: 'Process liveness, without touching the database', response: { 200: LiveResponse } } },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );
};
