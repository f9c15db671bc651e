// Only what opening the database needs is imported up front: PGlite's thread then starts
// before the rest of the server loads, and both proceed at once.
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { startDatabase } from './db/client.ts';
import { DataDirectoryLockedError } from './db/lock.ts';

async function main() {
  const config = loadConfig();
  const [{ database, ready }, { buildApp }, { createPasswordHasher }, rateLimit] = await Promise.all([
    startDatabase({ url: config.databaseUrl, dataDir: config.dataDir }),
    import('./app.ts'),
    import('./platform/passwords.ts'),
    import('./platform/rate-limit.ts'),
  ]);
  // Building the routes runs no query: it goes on while the database opens. The server listens
  // as soon as its routes are built; requests wait until the database is open and seeded
  // (liveness answers at once), so a restart refuses no connection.
  let markStarted!: () => void;
  const startup = new Promise<void>((resolve) => (markStarted = resolve));
  // Redis down at start or later never stops the server: rate limits then count per process.
  const rateLimitStore = config.redisUrl ? rateLimit.withFallback(await rateLimit.createRedisStore(config.redisUrl), () => app.log) : undefined;
  // Views are written in batches of half a second (modules/jobs/view-recorder.ts).
  const app = await buildApp({ config, database, rateLimitStore, viewBatchMs: 500, startup });

  // Set once listening; shutdown may come before.
  const metrics: { server?: Server } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    // A request that never ends must not keep a stopping instance alive: after the grace period it exits anyway.
    setTimeout(() => {
      app.log.error(`${signal}: in-flight requests did not finish within ${config.shutdownGraceSeconds} s; exiting`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    await app.close();
    metrics.server?.close();
    await rateLimitStore?.close();
    await database.close();
    process.exit(0);
  };
  // Once stopping, each answer closes its connection: an idle keep-alive connection would otherwise
  // hold the close open until its timeout, long after the last request was answered.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (app.prometheus && config.metricsPort !== undefined) {
    metrics.server = await (await import('./platform/prometheus.ts')).startMetricsServer(app.prometheus, config.metricsPort, config.host);
  }
  await ready;
  const passwords = createPasswordHasher(config.argon2Concurrency);
  const seeded = await (await import('./startup.ts')).prepareData(config, database, passwords);
  markStarted();
  // The password check's dictionaries load in their thread now, not on the first registration.
  (await import('./platform/password-strength.ts')).warmPasswordStrength();
  const { accountsWithPublicPasswords, publicPasswordsBanner } = await import('./seed/public-accounts.ts');
  const publicAccounts = await accountsWithPublicPasswords(database.db, passwords);

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `Inclusive job board is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API docs: ${url}/v1/docs`,
  ];
  if (metrics.server) lines.push(`  metrics: http://${shownHost}:${(metrics.server.address() as { port: number }).port}/metrics`);
  if (seeded) lines.push('  Demo data was created.');
  console.log(lines.join('\n') + '\n');
  if (publicAccounts.length) console.warn(publicPasswordsBanner(publicAccounts) + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
