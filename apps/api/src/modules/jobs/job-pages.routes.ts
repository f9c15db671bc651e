import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { renderJobPage, renderRobots, renderSitemap, SITEMAP_MAX_URLS, STATIC_PAGES } from './job-page.ts';
import type { JobsService } from './jobs.service.ts';

type Options = {
  jobs: JobsService;
  publicUrl: string | undefined;
  /** The built client's index.html for a path (platform/page-shell.ts), or null when the client is not built. */
  pageHtml: ((pathname: string) => Promise<string>) | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The Host header is the client's to send: only a plain host[:port] may become a link.
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** Server-side help for crawlers: job pages with real titles and JSON-LD, a sitemap, robots.txt. */
export const jobPagesRoutes: FastifyPluginAsync<Options> = async (app, { jobs, publicUrl, pageHtml }) => {
  const baseUrl = (request: FastifyRequest) => {
    if (publicUrl) return publicUrl;
    const host = HOST.test(request.host) ? request.host : 'localhost';
    return `${request.protocol}://${host}`;
  };

  app.get<{ Params: { id: string } }>('/jobs/:id', { schema: { hide: true } }, async (request, reply) => {
    // Anything but a public job (or no built client) gets what every other client route gets.
    const job = pageHtml && UUID.test(request.params.id) ? await jobs.publicJob(request.params.id.toLowerCase()) : null;
    if (!job || !pageHtml) return reply.callNotFound();
    const html = renderJobPage(await pageHtml(`/jobs/${job.id}`), job, `${baseUrl(request)}/jobs/${job.id}`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const rows = await jobs.sitemapJobs(SITEMAP_MAX_URLS - STATIC_PAGES.length);
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(renderSitemap(baseUrl(request), rows));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(baseUrl(request))),
  );
};
