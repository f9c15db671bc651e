import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerProblemDetails } from './platform/problem-details.ts';
import { refuseNulCharacters } from './platform/validation.ts';
import { createPageShell, type PageShell } from './platform/page-shell.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { createMemoryStore, createRateLimiter, type CheckedStore, type RateLimitStore } from './platform/rate-limit.ts';
import type { AppContext } from './platform/context.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createPasswordResetService, resetCodeKey } from './modules/password-reset/password-reset.service.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createMailOutbox } from './platform/mail-outbox.ts';
import { createSealer } from './platform/sealed.ts';
import { createTaskQueue } from './platform/tasks/task-queue.ts';
import { registerMaintenance } from './modules/maintenance/maintenance.ts';
import { createEmailNotices } from './modules/notifications/email-notices.ts';
import { registerApplicationDigests } from './modules/notifications/application-digest.ts';
import { createTaskQueueService } from './modules/task-queue/task-queue.service.ts';
import { taskQueueRoutes } from './modules/task-queue/task-queue.routes.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { registerJobAlerts } from './modules/saved-searches/job-alerts.ts';
import { createUnsubscribeLinks } from './modules/saved-searches/unsubscribe-links.ts';
import { unsubscribeRoutes } from './modules/saved-searches/unsubscribe.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobLanguageService } from './modules/job-language/job-language.service.ts';
import { jobLanguageRoutes } from './modules/job-language/job-language.routes.ts';
import { accommodationsRoutes } from './modules/accommodations/accommodations.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { jobPagesRoutes } from './modules/jobs/job-pages.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { createAccommodationRequestsService } from './modules/accommodation-requests/accommodation-requests.service.ts';
import { accommodationRequestsRoutes } from './modules/accommodation-requests/accommodation-requests.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createCompanyLinks } from './modules/companies/company-links.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { createUrlSigner, fileUrlSecret } from './platform/signed-urls.ts';
import { createStorage, type ObjectStorage } from './platform/storage/storage.ts';
import { createFileLinks } from './platform/file-links.ts';
import { createReviewService } from './modules/review/review.service.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createCandidatesService } from './modules/candidates/candidates.service.ts';
import { candidatesRoutes } from './modules/candidates/candidates.routes.ts';
import { createDisclosureService } from './modules/disclosure/disclosure.service.ts';
import { disclosureRoutes } from './modules/disclosure/disclosure.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createAdminApplicationsService } from './modules/admin/admin-applications.service.ts';
import { adminApplicationsRoutes } from './modules/admin/admin-applications.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditDenials } from './platform/guards.ts';
import { createRequestMetrics, registerRequestMetrics } from './platform/metrics.ts';
import { registerPrometheus } from './platform/prometheus.ts';
import { createOpenApiTransforms } from './platform/openapi.ts';
import { serializeRequest } from './platform/request-log.ts';
import { siteUrlOf } from './platform/site-url.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Rate-limit counters; in memory unless given (the server passes Redis when REDIS_URL is set). */
  rateLimitStore?: RateLimitStore | CheckedStore;
  /** Where uploads go; from the configuration (S3_* or DATA_DIR/uploads) unless given. */
  storage?: ObjectStorage;
  logger?: boolean;
  /** Where the log is written (stdout unless given; tests read it). */
  logStream?: { write(line: string): void };
  /** Sends every mail; from the configuration (SMTP_URL or DATA_DIR/mail) unless given. */
  mailer?: Mailer;
  /** The clock password reset codes expire by, analytics periods end at and job views are counted by day in; tests move it. */
  clock?: () => Date;
  /**
   * The task queue's schedules and upkeep (on unless false: tests start them only where they test
   * them), and how often its idle workers look for work.
   */
  tasks?: { scheduled?: boolean; pollingSeconds?: number };
  /** Job views are written in batches of this many milliseconds (the server: 500); 0, each at once. */
  viewBatchMs?: number;
  /** URLs in one sitemap file: the protocol's 50,000 unless given (tests). */
  sitemapUrlsPerFile?: number;
  /**
   * Resolves once the server may answer (the database open, migrated and seeded): until then
   * requests wait, except liveness. The server listens before its embedded database has opened.
   */
  startup?: Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const API_PREFIXES = ['/v1/', '/apis/'];
/** One answer for both the no-store header and the JSON 404, so `/v1` and `/v1?x` count as API too. */
const isApiPath = (url: string) => {
  const p = url.split('?')[0]!;
  return p === '/v1' || p === '/apis' || API_PREFIXES.some((prefix) => p.startsWith(prefix));
};

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Zod validates and serialises every route (set in buildApp). Naming the zod compilers as the
 * factories too keeps Fastify from loading ajv and fast-json-stringify at start (about 0.1 s of
 * the 1 s start-up budget of docs/architecture.md#performance-budgets, measured with --cpu-prof).
 * Fastify's factory types are written for ajv's schema shapes, hence the cast; at run time it
 * hands the zod compilers the route schemas.
 */
const zodCompilerFactories = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // NOTE: never log credentials; bodies are not logged at all, and URLs without their
      // download tokens (platform/request-log.ts).
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: zodCompilerFactories },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  if (options.startup) {
    let started = false;
    const startup = options.startup.then(() => void (started = true));
    startup.catch(() => {}); // the server stops; requests waiting get the error
    app.addHook('onRequest', async (request) => {
      if (!started && request.url !== '/v1/health/live') await startup;
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // NOTE: helmet's middleware is built once: its headers are the same for every response.
  // (@fastify/helmet built it again for every request; reading the CSP's directives each time was
  // about a twentieth of the server's CPU for a search.)
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: CSP },
    // HSTS only means something over TLS; set below when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A route that chose its own caching (signed file downloads) keeps it.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // CORS is closed unless origins are listed: the client is served from the API's own origin.
  if (config.corsOrigins.length) {
    await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'], maxAge: 600 });
  }

  // Absolute links never follow the request's Host (platform/site-url.ts).
  const siteUrl = () => siteUrlOf(config, app.server.address());
  app.addHook('onListen', async () => {
    if (!config.publicUrl) app.log.warn(`PUBLIC_URL is not set: links in mails, the sitemap and canonical links use ${siteUrl()}. Set PUBLIC_URL to the site's public address.`);
  });

  registerErrorHandler(app);
  registerProblemDetails(app);
  refuseNulCharacters(app);
  // Response times and 5xx share for the admin analytics (a ring buffer; O(1) per request).
  const metrics = createRequestMetrics();
  registerRequestMetrics(app, metrics);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Inclusive job board API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from sign-in or registration' } } },
    },
    ...createOpenApiTransforms(),
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });

  const ctx: AppContext = {
    config,
    database,
    limiter: createRateLimiter(options.rateLimitStore ?? createMemoryStore()),
    passwords: createPasswordHasher(config.argon2Concurrency),
  };
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: path.join(config.dataDir, 'mail'), log: app.log });
  const fileSecret = await fileUrlSecret(config.uploads.urlSecret, config.dataDir);
  const tasks = createTaskQueue(database.sql, { log: app.log, ...options.tasks });
  // Prometheus metrics only when METRICS_PORT asks for them (server.ts serves them there).
  if (config.metricsPort !== undefined) app.decorate('prometheus', registerPrometheus(app, { pool: database.poolStats, queues: () => tasks.figures() }));
  const outbox = createMailOutbox(tasks, mailer, createSealer(fileSecret, 'queued mail'), config.mail);
  registerMaintenance(tasks, database.db, app.log, options.clock);
  // Work starts once the database is open; a server whose database opens later listens meanwhile.
  let tasksStarted: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    tasksStarted = (options.startup ?? Promise.resolve()).then(() => tasks.start());
    tasksStarted.catch((error: unknown) => app.log.error({ err: error }, 'The task queue did not start: no mail or background work will be done'));
    if (!options.startup) await tasksStarted;
  });
  app.addHook('onClose', async () => {
    await tasksStarted?.catch(() => {});
    await tasks.stop();
    mailer.close();
  });
  const auth = createAuthService(ctx, { outbox });
  const companyLinks = createCompanyLinks(ctx);
  const profiles = createProfilesService(ctx, { companies: companyLinks });
  const jobLanguage = createJobLanguageService({ onError: (error) => app.log.error({ err: error }, 'The wording check failed; the job is answered without findings') });
  const jobs = createJobsService(ctx, {
    language: jobLanguage,
    ...(options.clock ? { clock: options.clock } : {}),
    viewBatchMs: options.viewBatchMs ?? 0,
    onViewsError: (error) => app.log.error({ err: error }, 'Job views could not be written'),
  });
  app.addHook('onClose', async () => jobs.flushViews());
  const signer = createUrlSigner(fileSecret);
  const storage = options.storage ?? createStorage(config);
  const uploads = createUploadsService(ctx, { storage, signer });
  const companies = createCompaniesService(ctx, { storage, jobs, links: companyLinks });
  const fileLinks = createFileLinks(signer, config.uploads.downloadTtlSeconds);
  const disclosure = createDisclosureService(ctx);
  const notices = createEmailNotices(outbox, siteUrl);
  registerApplicationDigests(tasks, { db: database.db, outbox, siteUrl });
  const unsubscribeLinks = createUnsubscribeLinks(fileSecret);
  registerJobAlerts(tasks, { db: database.db, jobs, outbox, siteUrl, unsubscribe: unsubscribeLinks });
  const accommodationRequests = createAccommodationRequestsService(ctx, { disclosure, notices });
  const applications = createApplicationsService(ctx, jobs, fileLinks, disclosure, notices, accommodationRequests);

  const passwordReset = createPasswordResetService(ctx, { outbox, codeKey: resetCodeKey(fileSecret), ...(options.clock ? { now: options.clock } : {}) });

  // Refused requests (403, and visitors on admin routes) are audited; set before the routes.
  auditDenials(app, ctx);
  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { database, mailer, storage, ...(options.rateLimitStore && 'ping' in options.rateLimitStore ? { rateLimits: options.rateLimitStore } : {}) });
      await v1.register(authRoutes, { auth });
      await v1.register(passwordResetRoutes, { passwordReset, siteUrl });
      await v1.register(profilesRoutes, { auth, profiles });
      await v1.register(jobsRoutes, { auth, jobs });
      await v1.register(jobLanguageRoutes, { auth, jobLanguage });
      await v1.register(accommodationsRoutes);
      await v1.register(applicationsRoutes, { auth, applications });
      await v1.register(uploadsRoutes, { auth, uploads });
      await v1.register(companiesRoutes, { auth, companies });
      await v1.register(disclosureRoutes, { auth, disclosure });
      await v1.register(accommodationRequestsRoutes, { auth, requests: accommodationRequests });
      await v1.register(reviewRoutes, { auth, review: createReviewService(ctx, fileLinks, disclosure, notices) });
      await v1.register(notificationsRoutes, { auth, notifications: createNotificationsService(ctx) });
      await v1.register(candidatesRoutes, { auth, candidates: createCandidatesService(ctx, fileLinks, disclosure) });
      await v1.register(usersRoutes, { auth, users: createUsersService(ctx, { storage, jobs }) });
      await v1.register(adminApplicationsRoutes, { auth, adminApplications: createAdminApplicationsService(ctx) });
      await v1.register(auditRoutes, { auth, audit: createAuditService(ctx) });
      await v1.register(savedSearchesRoutes, { auth, savedSearches: createSavedSearchesService(ctx) });
      await v1.register(taskQueueRoutes, { auth, taskQueue: createTaskQueueService(ctx, tasks) });
      await v1.register(analyticsRoutes, {
        auth,
        analytics: createAnalyticsService(ctx, {
          metrics,
          webClientBuilt: () => webClient(config).hasClient,
          accommodationRequests,
          ...(options.clock ? { clock: options.clock } : {}),
        }),
      });
    },
    { prefix: '/v1' },
  );
  await app.register(contactRoutes, { prefix: '/apis/v1', contact: createContactService(ctx, { outbox }) });

  const web = webClient(config);
  // Job pages, sitemap and robots.txt for crawlers; every other client route is plain index.html.
  await app.register(jobPagesRoutes, {
    jobs,
    companies,
    siteUrl,
    pageHtml: web.hasClient ? web.shell.html : null,
    ...(options.sitemapUrlsPerFile ? { sitemapUrlsPerFile: options.sitemapUrlsPerFile } : {}),
  });
  await app.register(feedsRoutes, { jobs, siteUrl });
  await app.register(unsubscribeRoutes, { db: database.db, links: unsubscribeLinks, siteUrl });
  await registerWebClient(app, web);
  return app;
}

type WebClient = { root: string; shell: PageShell; hasClient: boolean };

function webClient(config: Config): WebClient {
  const root = path.resolve(config.webDist ?? path.join(here, '../../web/dist'));
  const shell = createPageShell(root);
  return { root, shell, hasClient: shell.hasClient };
}

/** Serves the built SPA: its files, and index.html for any other GET outside the API. */
async function registerWebClient(app: FastifyInstance, { root, shell, hasClient }: WebClient) {
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // One route for all files, looked up when asked for: a route per file made the server list
      // every file of the build and make two routes for each before listening, which delayed the
      // start noticeably.
      wildcard: true,
      index: false,
      // A folder ("/", "/jobs/") is a page of the client, answered below, not a listing; the
      // build's .vite folder (its manifest) is not served.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      dotfiles: 'ignore',
      // The build writes .br and .gz copies of scripts, styles and SVG (apps/web/vite.config.ts).
      preCompressed: true,
      // Off so that setHeaders decides: send's own header (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A shared cache must not hand the Brotli copy to a browser that asked for gzip.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = isApiPath(request.url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        success: false,
        error: { code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.url.split('?')[0]}` },
      });
    }
    if (!hasClient) return reply.status(404).type('text/plain').send('The web client is not built. Run `npm run build`.');
    const html = await shell.html(request.url.split('?')[0]!);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
