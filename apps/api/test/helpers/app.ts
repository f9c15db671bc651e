import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createRateLimiter, createMemoryStore, type CheckedStore, type RateLimitStore } from '../../src/platform/rate-limit.ts';
import { createPasswordHasher } from '../../src/platform/passwords.ts';
import { createAuthService } from '../../src/modules/auth/auth.service.ts';
import { watchAnswers } from './answers.ts';
import { freshDatabase, type Seed } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * The API over a fresh database (see freshDatabase). `env` overrides the configuration, as
 * environment variables would; options.rateLimitStore replaces the in-memory counters.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    rateLimitStore?: RateLimitStore | CheckedStore;
    /** Another app's database, to run two instances over one database. */
    database?: Database;
    /** Rows the fresh database starts with, shared with other test files (see freshDatabase). */
    seed?: Seed;
    /** Replaces the mail service, the password-reset clock or the file storage; `logStream` turns the log on, written there. */
    build?: Pick<BuildOptions, 'mailer' | 'clock' | 'storage' | 'viewBatchMs' | 'startup' | 'sitemapUrlsPerFile' | 'logStream' | 'tasks'>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/jobboard-test-unused', WEB_DIST: '/nonexistent', ...env });
  const shared = options.database;
  const { database, drop } = shared ? { database: shared, drop: async () => {} } : await freshDatabase(options.seed);
  const app = await buildApp({
    config,
    database,
    logger: options.build?.logStream !== undefined,
    // Schedules fire on the clock's minute; a test that wants them asks (test/v1/tasks).
    tasks: { scheduled: false },
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...options.build,
  });
  const answers = watchAnswers(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      answers.flush();
      // Every answer a test saw must be one its route's description lists (docs/architecture.md#api-conventions).
      const undocumented = answers.undocumented();
      await app.close();
      // A borrowed database belongs to the app that opened it.
      if (!shared) {
        await database.close();
        await drop();
      }
      if (undocumented.length) throw new Error(`Answers the API description does not list: ${undocumented.join('; ')}`);
    },
  };
}

export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (rate limits and audit rows are per IP). */
  ip?: string;
};

/** app.inject with a JSON body, an optional bearer token and an optional client address. */
export function call(app: FastifyInstance, method: InjectOptions['method'], url: string, options: CallOptions = {}) {
  return app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

let ipCounter = 0;
/** A client address no other test in this file has used, so per-IP limits start from zero. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Signs in through the API. */
export function login(app: FastifyInstance, email: string, password: string, options: Omit<CallOptions, 'body'> = {}) {
  return call(app, 'POST', '/v1/auth/login', { ...options, body: { email, password } });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** A password the server's strength check accepts (a weak one is refused: see password-strength.ts). */
export const STRONG_PASSWORD = 'Lantern-Quartz-Meadow-41';

export function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    role: 'applicant',
    termsAccepted: true,
    accommodations: '',
    accessibilityPreferences: { fontSize: 16, highContrast: false, reducedMotion: false },
    ...overrides,
  };
}

/** Registers a user through the API and returns its token and user. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}, options: { ip?: string } = {}) {
  const body = validRegistration(overrides);
  const res = await call(app, 'POST', '/v1/auth/register', { body, ...options });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { token: json.data.token as string, user: json.data.user, email: body.email as string, password: body.password as string };
}

/** Makes an administrator directly (registration never can) and signs them in. */
export async function createAdmin(t: TestApp) {
  const email = uniqueEmail('admin');
  const password = 'Harbor-Violet-Cactus-17';
  const auth = createAuthService({
    config: t.config,
    database: t.database,
    limiter: createRateLimiter(createMemoryStore()),
    passwords: createPasswordHasher(2),
  });
  await auth.ensureAdmin({ email, password });
  const res = await login(t.app, email, password);
  return { token: res.json().data.token as string, user: res.json().data.user, email, password };
}
