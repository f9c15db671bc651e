import path from 'node:path';
import { z } from 'zod';
import { isEmailAddress } from '@jobboard/contracts/fields';
import { parseMailbox, type MailAddress } from './platform/mail-address.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const positiveInt = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

export const EnvSchema = z.object({
  // Unset is not production: `npm start` on a laptop seeds the demo. Only `production` changes anything.
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Prometheus metrics on a port of their own; off unless set.
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  // How long SIGTERM waits for in-flight requests before the process gives up and exits non-zero.
  SHUTDOWN_GRACE_SECONDS: positiveInt.default(10),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('must be a postgres:// URL').optional(),
  REDIS_URL: z.string().url('must be a redis:// URL').optional(),
  CORS_ORIGINS: z
    .string()
    .refine((v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim()) || o.trim() === ''), 'must be a comma-separated list of origins like https://example.org')
    .optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.string().trim().refine(isEmailAddress, 'must be an email address, like admin@example.org').optional(),
  ADMIN_PASSWORD: z.string().optional(),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/, 'must be the site\'s address, like https://jobs.example.org')
    .optional(),
  TRUST_PROXY: bool.default(false),
  // Rate limits (docs/decisions/004); windows in seconds. Failed sign-ins are counted per account
  // and client address, and per account from every address up to a much higher ceiling.
  LOGIN_FAILURES_PER_ACCOUNT: positiveInt.default(10),
  LOGIN_ACCOUNT_FAILURE_CEILING: positiveInt.default(100),
  LOGIN_ATTEMPTS_PER_IP: positiveInt.default(100),
  LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  REGISTRATIONS_PER_IP: positiveInt.default(50),
  REGISTRATION_WINDOW_SECONDS: positiveInt.default(60 * 60),
  CONTACT_PER_IP: positiveInt.default(10),
  // Password reset (docs/decisions/009): codes per IP per hour, seconds between codes for one address,
  // code checks per IP per 15 minutes, wrong tries per code and codes per address per day.
  RESET_REQUESTS_PER_IP: positiveInt.default(20),
  RESET_REQUEST_INTERVAL_SECONDS: positiveInt.default(60),
  RESET_CHECKS_PER_IP: positiveInt.default(50),
  RESET_TRIES_PER_CODE: positiveInt.default(5),
  RESET_CODES_PER_ADDRESS: positiveInt.default(10),
  // Mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail.
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, like smtps://user:password@mail.example.org:465').optional(),
  // One mailbox each, checked as every address a person types is (packages/contracts/src/fields.ts).
  MAIL_FROM: z
    .string()
    .max(320)
    .default('Inclusive Jobs <no-reply@inclusive-jobs.example>')
    .transform((v, ctx) => {
      const mailbox = parseMailbox(v);
      if (!mailbox) ctx.addIssue({ code: 'custom', message: 'must be one address, like Inclusive Jobs <no-reply@jobs.example.org>' });
      return mailbox ?? z.NEVER;
    }),
  SUPPORT_EMAIL: z.string().trim().refine(isEmailAddress, 'must be an email address, like support@example.org').default('support@inclusive-jobs.example'),
  // A mail the server refuses is tried again this many times, after 30 s, then twice as long each time.
  MAIL_RETRIES: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').default(6),
  MAIL_RETRY_DELAY_SECONDS: positiveInt.default(30),
  ARGON2_CONCURRENCY: positiveInt.default(4),
  SEARCH_CONCURRENCY: positiveInt.default(3),
  // The benchmark's baseline (npm run bench -- --baseline straightforward); never set for people.
  BENCH_SEARCH: z.enum(['straightforward']).optional(),
  // Uploads: S3-compatible storage when all four S3_* are set (checked below), else DATA_DIR/uploads.
  S3_ENDPOINT: z.string().url('must be the object store\'s address, like https://s3.example.org').optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DOWNLOAD_URL_TTL_SECONDS: positiveInt.default(300),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = {
  env: string | undefined;
  /** NODE_ENV=production: demo data is never seeded and no demo administrator is made. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Seed the demo data into an empty database; never in production. */
  seedDemo: boolean;
  logLevel: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  webDist: string | undefined;
  /** Where GET /metrics (Prometheus) listens; undefined: no metrics. */
  metricsPort: number | undefined;
  shutdownGraceSeconds: number;
  /** The site's own address for links in mails, the sitemap and canonical links; else where the server listens (platform/site-url.ts). */
  publicUrl: string | undefined;
  trustProxy: boolean;
  limits: {
    /** Failed sign-ins to one account from one client address per window. */
    loginFailuresPerAccount: number;
    /** Failed sign-ins to one account from every address per window. */
    loginAccountFailureCeiling: number;
    loginAttemptsPerIp: number;
    loginWindowSeconds: number;
    registrationsPerIp: number;
    registrationWindowSeconds: number;
    contactPerIp: number;
    resetRequestsPerIp: number;
    resetRequestIntervalSeconds: number;
    resetChecksPerIp: number;
    resetTriesPerCode: number;
    resetCodesPerAddress: number;
  };
  mail: {
    /** SMTP server (TLS and credentials in the URL), or undefined to write .eml files under DATA_DIR/mail. */
    smtpUrl: string | undefined;
    /** The sender of every mail, as nodemailer takes it. */
    from: MailAddress;
    /** Where contact messages are forwarded. */
    supportEmail: string;
    /** Tries after the first, and the wait before the first of them (doubling each time). */
    retries: number;
    retryDelaySeconds: number;
  };
  argon2Concurrency: number;
  /** Job searches run at once per server; the others wait their turn (see jobs.service). */
  searchConcurrency: number;
  /** Serve searches with the benchmark's straightforward baseline instead of the product's search. */
  benchSearch?: 'straightforward' | undefined;
  uploads: {
    /** S3-compatible object store (path-style), or null for local disk under DATA_DIR/uploads. */
    s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
    /** Key for signing download links; generated and kept under DATA_DIR when unset. */
    urlSecret: string | undefined;
    downloadTtlSeconds: number;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; every bad variable is named with what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SEED_DEMO) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: demo data is never seeded when NODE_ENV=production: its accounts\' passwords are published. Unset SEED_DEMO, or NODE_ENV to try the demo',
    );
  }
  if (e.LOGIN_ACCOUNT_FAILURE_CEILING < e.LOGIN_FAILURES_PER_ACCOUNT) {
    throw new ConfigError('Invalid configuration:\n  LOGIN_ACCOUNT_FAILURE_CEILING: must be at least LOGIN_FAILURES_PER_ACCOUNT (failures from one address)');
  }
  const s3Set = S3_REQUIRED.filter((name) => e[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: must be set too; S3 storage needs all of ${S3_REQUIRED.join(', ')} (or none of them for local disk)`);
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    logLevel: e.LOG_LEVEL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    limits: {
      loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      loginAccountFailureCeiling: e.LOGIN_ACCOUNT_FAILURE_CEILING,
      loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
      loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
      registrationsPerIp: e.REGISTRATIONS_PER_IP,
      registrationWindowSeconds: e.REGISTRATION_WINDOW_SECONDS,
      contactPerIp: e.CONTACT_PER_IP,
      resetRequestsPerIp: e.RESET_REQUESTS_PER_IP,
      resetRequestIntervalSeconds: e.RESET_REQUEST_INTERVAL_SECONDS,
      resetChecksPerIp: e.RESET_CHECKS_PER_IP,
      resetTriesPerCode: e.RESET_TRIES_PER_CODE,
      resetCodesPerAddress: e.RESET_CODES_PER_ADDRESS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL, retries: e.MAIL_RETRIES, retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    argon2Concurrency: e.ARGON2_CONCURRENCY,
    searchConcurrency: e.SEARCH_CONCURRENCY,
    benchSearch: e.BENCH_SEARCH,
    uploads: {
      s3: e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''), bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, region: e.S3_REGION }
        : null,
      urlSecret: e.FILE_URL_SECRET,
      downloadTtlSeconds: e.DOWNLOAD_URL_TTL_SECONDS,
    },
  };
}
