import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@jobboard/contracts/health';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { CheckedStore } from '../../platform/rate-limit.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

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

/** An SMTP handshake is not free, and mail servers limit connections: its answer is reused this long. */
const MAIL_CHECK_REUSE_MS = 30_000;

type Options = {
  database: Database;
  /** The shared rate-limit store, when REDIS_URL configures one. */
  rateLimits?: CheckedStore | undefined;
  mailer?: Mailer | undefined;
  storage?: ObjectStorage | undefined;
};

/** A check that answers below this is fine; mail or storage failing leaves the API up, degraded. */
const dependencyOf = (result: Awaited<ReturnType<typeof timed>>, note: string): Dependency =>
  result.ok ? { state: 'ok', latencyMs: result.latencyMs } : { state: 'degraded', latencyMs: null, note };

export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, rateLimits, mailer, storage }) => {
  let mailChecked: { at: number; result: Promise<Awaited<ReturnType<typeof timed>>> } | undefined;
  const mailCheck = (check: () => Promise<void>) => {
    if (!mailChecked || Date.now() - mailChecked.at > MAIL_CHECK_REUSE_MS) mailChecked = { at: Date.now(), result: timed(check) };
    return mailChecked.result;
  };

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
      const [db, redisCheck, mail, files] = await Promise.all([
        timed(() => database.ping()),
        rateLimits ? timed(() => rateLimits.ping()) : undefined,
        mailer?.check ? mailCheck(() => mailer.check!()) : undefined,
        storage?.check ? timed(() => storage.check!()) : undefined,
      ]);
      if (db.error) request.log.error({ err: db.error }, 'health check: database unreachable');
      if (redisCheck?.error) request.log.warn({ err: redisCheck.error }, 'health check: Redis unreachable');
      const dbState: Dependency = { state: db.ok ? 'ok' : 'down', latencyMs: db.latencyMs };
      const redis: Dependency =
        !redisCheck ? { state: 'not-configured', latencyMs: null }
        : redisCheck.ok ? { state: 'ok', latencyMs: redisCheck.latencyMs }
        : { state: 'degraded', latencyMs: redisCheck.latencyMs, note: 'Rate limits are counted by each instance on its own until Redis answers.' };
      if (mail?.error) request.log.warn({ err: mail.error }, 'health check: mail cannot leave');
      if (files?.error) request.log.warn({ err: files.error }, 'health check: files cannot be stored');
      const dependencies = {
        database: dbState,
        redis,
        ...(mail ? { mail: dependencyOf(mail, 'Mail waits in the task queue and is retried until it can leave.') } : {}),
        ...(files ? { storage: dependencyOf(files, 'Uploads and downloads fail until storage answers.') } : {}),
      };
      const status = db.ok && Object.values(dependencies).every((d) => d.state === 'ok' || d.state === 'not-configured') ? 'ok' : 'degraded';
      const data = { status, database: db.ok ? 'ok' : 'down', dependencies } as const;
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
