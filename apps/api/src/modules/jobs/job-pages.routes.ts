import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderJobPage, renderRobots, renderSitemap, renderSitemapIndex, SITEMAP_MAX_URLS, STATIC_PAGES } from './job-page.ts';
import type { JobsService } from './jobs.service.ts';

type Options = {
  jobs: JobsService;
  /** The site's address for canonical links, JSON-LD, the sitemap and robots.txt (platform/site-url.ts). */
  siteUrl: () => string;
  /** The built client's index.html for a path (platform/page-shell.ts), or null when the client is not built. */
  pageHtml: ((pathname: string) => Promise<string>) | null;
  /** URLs in one sitemap file: the protocol's 50,000 unless given (tests). */
  sitemapUrlsPerFile?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Server-side help for crawlers: job pages with real titles and JSON-LD, a sitemap, robots.txt. */
export const jobPagesRoutes: FastifyPluginAsync<Options> = async (app, { jobs, siteUrl, pageHtml, sitemapUrlsPerFile = SITEMAP_MAX_URLS }) => {
  app.get<{ Params: { id: string } }>('/jobs/:id', { schema: { hide: true } }, async (request, reply) => {
    // Anything but a public job (or no built client) gets what every other client route gets.
    const job = pageHtml && UUID.test(request.params.id) ? await jobs.publicJob(request.params.id.toLowerCase()) : null;
    if (!job || !pageHtml) return reply.callNotFound();
    const html = renderJobPage(await pageHtml(`/jobs/${job.id}`), job, `${siteUrl()}/jobs/${job.id}`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // One file holds the site's pages and the newest jobs; when more jobs are public than it can hold,
  // /sitemap.xml becomes an index of files: the first as before, then the older jobs in files of
  // `sitemapUrlsPerFile` (a file holds at most 50,000 URLs).
  const jobsInFirst = sitemapUrlsPerFile - STATIC_PAGES.length;
  const sendXml = (reply: FastifyReply, xml: string) => reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await jobs.sitemapJobs(jobsInFirst + 1);
    if (rows.length <= jobsInFirst) return sendXml(reply, renderSitemap(siteUrl(), rows));
    const files = 1 + Math.ceil(((await jobs.countPublicJobs()) - jobsInFirst) / sitemapUrlsPerFile);
    return sendXml(reply, renderSitemapIndex(siteUrl(), files));
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file(^\\d{1,6}).xml', { schema: { hide: true } }, async (request, reply) => {
    const file = Number(request.params.file);
    // A file past the last (jobs came off the board since the index was read) is gone, not a page.
    const missing = () => reply.status(404).type('text/plain; charset=utf-8').send(`There is no sitemap file ${file}.`);
    if (file < 1) return missing();
    const rows = file === 1 ? await jobs.sitemapJobs(jobsInFirst) : await jobs.sitemapJobs(sitemapUrlsPerFile, jobsInFirst + (file - 2) * sitemapUrlsPerFile);
    if (file > 1 && !rows.length) return missing();
    return sendXml(reply, renderSitemap(siteUrl(), rows, file === 1));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(siteUrl())),
  );
};
