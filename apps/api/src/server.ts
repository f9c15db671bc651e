import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirectoryLockedError } from './db/lock.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { createMemoryStore, createRateLimiter, createRedisStore } from './platform/rate-limit.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  // Loading the HTTP app and opening the database are independent; overlap them to start sooner.
  const appModule = import('./app.ts');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const passwords = createPasswordHasher(config.argon2Concurrency);
  const seeded = config.seedDemo ? await seedDemoData(database.db, passwords) : false;

  if (config.adminEmail && config.adminPassword) {
    const auth = createAuthService({ config, database, passwords, limiter: createRateLimiter(createMemoryStore()) });
    await auth.ensureAdmin({ email: config.adminEmail, password: config.adminPassword });
  }

  const rateLimitStore = config.redisUrl ? await createRedisStore(config.redisUrl) : undefined;
  const { buildApp } = await appModule;
  const app = await buildApp({ config, database, rateLimitStore });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    await app.close();
    await rateLimitStore?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `Inclusive job board is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API docs: ${url}/v1/docs`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo data was created. Demo accounts:' : '  Demo accounts (created on first start):');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(22)} password ${a.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
