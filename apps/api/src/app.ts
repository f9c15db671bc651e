import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { createMemoryStore, createRateLimiter, type RateLimitStore } from './platform/rate-limit.ts';
import type { AppContext } from './platform/context.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { jobPagesRoutes } from './modules/jobs/job-pages.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUrlSigner, fileUrlSecret } from './platform/signed-urls.ts';
import { createStorage, type ObjectStorage } from './platform/storage/storage.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Rate-limit counters; in memory unless given (the server passes Redis when REDIS_URL is set). */
  rateLimitStore?: RateLimitStore;
  /** Where uploads go; from the configuration (S3_* or DATA_DIR/uploads) unless given. */
  storage?: ObjectStorage;
  logger?: boolean;
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

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // NOTE: never log credentials; bodies are not logged at all.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP },
    // HSTS only means something over TLS; set below when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A route that chose its own caching (signed file downloads) keeps it.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // CORS is closed unless origins are listed: the client is served from the API's own origin.
  if (config.corsOrigins.length) {
    await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'], maxAge: 600 });
  }

  registerErrorHandler(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Inclusive job board API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });

  const ctx: AppContext = {
    config,
    database,
    limiter: createRateLimiter(options.rateLimitStore ?? createMemoryStore()),
    passwords: createPasswordHasher(config.argon2Concurrency),
  };
  const auth = createAuthService(ctx);
  const profiles = createProfilesService(ctx);
  const jobs = createJobsService(ctx);
  const applications = createApplicationsService(ctx, jobs);
  const uploads = createUploadsService(ctx, {
    storage: options.storage ?? createStorage(config),
    signer: createUrlSigner(await fileUrlSecret(config.uploads.urlSecret, config.dataDir)),
  });

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { database });
      await v1.register(authRoutes, { auth });
      await v1.register(profilesRoutes, { auth, profiles });
      await v1.register(jobsRoutes, { auth, jobs });
      await v1.register(applicationsRoutes, { auth, applications });
      await v1.register(uploadsRoutes, { auth, uploads });
    },
    { prefix: '/v1' },
  );
  await app.register(contactRoutes, { prefix: '/apis/v1', contact: createContactService(ctx) });

  const web = webClient(config);
  // Job pages, sitemap and robots.txt for crawlers; every other client route is plain index.html.
  await app.register(jobPagesRoutes, {
    jobs,
    publicUrl: config.publicUrl,
    readIndexHtml: web.hasClient ? () => fs.promises.readFile(web.indexPath, 'utf8') : null,
  });
  await registerWebClient(app, web);
  return app;
}

type WebClient = { root: string; indexPath: string; hasClient: boolean };

function webClient(config: Config): WebClient {
  const root = path.resolve(config.webDist ?? path.join(here, '../../web/dist'));
  const indexPath = path.join(root, 'index.html');
  return { root, indexPath, hasClient: fs.existsSync(indexPath) };
}

/** Serves the built SPA: its files, and index.html for any other GET outside the API. */
async function registerWebClient(app: FastifyInstance, { root, indexPath, hasClient }: WebClient) {
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiPath(request.url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        success: false,
        error: { code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.url.split('?')[0]}` },
      });
    }
    if (!hasClient) return reply.status(404).type('text/plain').send('The web client is not built. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
  });
}
