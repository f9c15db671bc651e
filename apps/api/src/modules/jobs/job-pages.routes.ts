import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderJobPage, renderRobots, renderSitemap, renderSitemapIndex, SITEMAP_MAX_URLS, STATIC_PAGES } from './job-page.ts';
import type { JobsService } from './jobs.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import { renderCompanyPage } from '../companies/company-page.ts';

type Options = {
  jobs: JobsService;
  /** Company pages for the job's hiringOrganization, the served company pages and the sitemap. */
  companies?: CompaniesService;
  /** The site's address for canonical links, JSON-LD, the sitemap and robots.txt (platform/site-url.ts). */
  siteUrl: () => string;
  /** The built client's index.html for a path (platform/page-shell.ts), or null when the client is not built. */
  pageHtml: ((pathname: string) => Promise<string>) | null;
  /** URLs in one sitemap file: the protocol's 50,000 unless given (tests). */
  sitemapUrlsPerFile?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Server-side help for crawlers: job pages with real titles and JSON-LD, a sitemap, robots.txt. */
export const jobPagesRoutes: FastifyPluginAsync<Options> = async (app, { jobs, companies, siteUrl, pageHtml, sitemapUrlsPerFile = SITEMAP_MAX_URLS }) => {
  app.get<{ Params: { id: string } }>('/jobs/:id', { schema: { hide: true } }, async (request, reply) => {
    // Anything but a public job (or no built client) gets what every other client route gets.
    const job = pageHtml && UUID.test(request.params.id) ? await jobs.publicJob(request.params.id.toLowerCase()) : null;
    if (!job || !pageHtml) return reply.callNotFound();
    const base = siteUrl();
    const org = companies ? await companies.postingOrganization(job.employer_id) : null;
    const html = renderJobPage(await pageHtml(`/jobs/${job.id}`), job, `${base}/jobs/${job.id}`, {
      country: org?.country ?? null,
      ...(job.company ? { pageUrl: `${base}/companies/${job.company.slug}` } : {}),
      ...(org?.logoPath ? { logoUrl: base + org.logoPath } : {}),
    });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // One file holds the site's pages and the newest jobs; when more jobs are public than it can hold,
  // /sitemap.xml becomes an index of files: the first as before, then the older jobs in files of
  // `sitemapUrlsPerFile` (a file holds at most 50,000 URLs).
  const jobsInFirst = sitemapUrlsPerFile - STATIC_PAGES.length;
  const sendXml = (reply: FastifyReply, xml: string) => reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);

  // Company pages as the job pages: their own title, description and Organization JSON-LD.
  app.get<{ Params: { slug: string } }>('/companies/:slug', { schema: { hide: true } }, async (request, reply) => {
    const company = pageHtml && companies && /^[a-z0-9-]{1,80}$/i.test(request.params.slug) ? await companies.page(request.params.slug, null).catch(() => null) : null;
    if (!company || !pageHtml) return reply.callNotFound();
    const base = siteUrl();
    const html = renderCompanyPage(await pageHtml(`/companies/${company.slug}`), company, `${base}/companies/${company.slug}`, base);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await jobs.sitemapJobs(jobsInFirst + 1);
    if (rows.length <= jobsInFirst) return sendXml(reply, renderSitemap(siteUrl(), rows, true, companies ? await companies.sitemapCompanies() : []));
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
    return sendXml(reply, renderSitemap(siteUrl(), rows, file === 1, file === 1 && companies ? await companies.sitemapCompanies() : []));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(siteUrl())),
  );
};
