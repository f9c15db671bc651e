/** What crawlers read on a job's page and in the sitemap: built from the job, never from the request. */
import type { Job } from '@jobboard/contracts/jobs';
import { jobPageTitle, truncate, type JobType } from '@jobboard/contracts/job-options';
import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { describeRequirement, workRequirementKind } from '@jobboard/contracts/work-requirements';
import { escapeHtml } from '../../platform/html.ts';
import { countryCode, countryName, parsePlace, type JobPlace } from './job-location.ts';

export const SITE_NAME = 'Inclusive Jobs';
/** Public pages besides job pages (the web client's public routes). */
export const STATIC_PAGES = ['/', '/jobs', '/about', '/contact', '/help', '/accessibility', '/terms', '/privacy'];
/** The protocol's limit of URLs in one sitemap file; past it, /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'OTHER',
};

/** JSON inside <script>: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const jobDocumentTitle = (job: Job) => `${jobPageTitle(job)} | ${SITE_NAME}`;
export const jobMetaDescription = (job: Job) => truncate(`${jobPageTitle(job)}, ${job.location}. ${job.description}`, 160);

/** The description with the accommodations offered, which JobPosting has no property for, appended in words. */
function postingDescription(job: Job): string {
  if (job.accommodations_offered.length === 0) return job.description;
  return `${job.description}\n\nAccommodations offered: ${job.accommodations_offered.map(accommodationLabel).join('; ')}.`;
}

/** physicalRequirement and sensoryRequirement: each stated requirement in words, essential or not. */
function requirementsOfKind(job: Job, kind: 'physical' | 'sensory') {
  const list = job.work_requirements.filter((r) => workRequirementKind(r.item) === kind);
  const key = kind === 'physical' ? 'physicalRequirement' : 'sensoryRequirement';
  return list.length ? { [key]: list.map(describeRequirement).join('; ') } : {};
}

/** What the job page knows of the employer besides the job: its company page, logo and country. */
export type PostingOrganization = { pageUrl?: string; logoUrl?: string; country?: string | null };

const DAY_MS = 86_400_000;
/**
 * validThrough for a job without a deadline (the board never expires those): 60 days after it was
 * posted, and while it is still public past that, 30 days after the page is served, so a live job
 * never reads as expired (docs/decisions/020-company-pages.md).
 */
export function validThroughOf(job: Job, now = new Date()): string {
  if (job.expires_at) return job.expires_at;
  const fromPosting = Date.parse(job.created_at) + 60 * DAY_MS;
  return new Date(Math.max(fromPosting, now.getTime() + 30 * DAY_MS)).toISOString();
}

function postalAddress(place: JobPlace, fallbackCountry: string | undefined) {
  const country = place.country ?? fallbackCountry;
  return {
    '@type': 'PostalAddress',
    ...(place.locality ? { addressLocality: place.locality } : {}),
    ...(place.region ? { addressRegion: place.region } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** jobLocation and, for remote jobs, jobLocationType and the country applicants must live in. */
function locationLd(job: Job, org: PostingOrganization) {
  const place = parsePlace(job.location);
  const companyCountry = countryCode(org.country);
  const jobLocation = { '@type': 'Place', address: postalAddress(place, companyCountry) };
  if (!job.is_remote) return { jobLocation: place.locality || place.country ? jobLocation : { '@type': 'Place', address: { ...postalAddress({ locality: job.location }, companyCountry) } } };
  const country = place.country ?? companyCountry;
  return {
    jobLocationType: 'TELECOMMUTE',
    ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: countryName(country) } } : {}),
    // A remote job that also names a town (an office to visit) gives it too.
    ...(place.locality ? { jobLocation } : {}),
  };
}

/** schema.org JobPosting (the fields Google's job search reads). */
export function jobPostingLd(job: Job, url: string, org: PostingOrganization = {}, now = new Date()) {
  const company = job.company_name ?? SITE_NAME;
  const hasPay = job.salary_min !== null || job.salary_max !== null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: postingDescription(job),
    url,
    identifier: { '@type': 'PropertyValue', name: company, value: job.id },
    datePosted: job.created_at,
    validThrough: validThroughOf(job, now),
    employmentType: EMPLOYMENT_TYPES[job.job_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: company,
      ...(job.company_website ? { sameAs: job.company_website } : {}),
      ...(org.pageUrl ? { url: org.pageUrl } : {}),
      ...(org.logoUrl ? { logo: org.logoUrl } : {}),
    },
    ...locationLd(job, org),
    ...(hasPay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary_currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min !== null ? { minValue: job.salary_min } : {}),
              ...(job.salary_max !== null ? { maxValue: job.salary_max } : {}),
              // YEAR, MONTH, WEEK, DAY or HOUR: Google's unitText values are the pay periods in capitals.
              unitText: job.salary_period.toUpperCase(),
            },
          },
        }
      : {}),
    ...(job.requirements ? { qualifications: job.requirements } : {}),
    ...(job.responsibilities ? { responsibilities: job.responsibilities } : {}),
    ...(job.benefits ? { jobBenefits: job.benefits } : {}),
    ...(job.category ? { occupationalCategory: job.category } : {}),
    ...requirementsOfKind(job, 'physical'),
    ...requirementsOfKind(job, 'sensory'),
    directApply: true,
  };
}

/** The SPA's index.html with the job's title, description, canonical link and JSON-LD in its head. */
export function renderJobPage(indexHtml: string, job: Job, url: string, org: PostingOrganization = {}): string {
  return renderPage(indexHtml, { title: jobDocumentTitle(job), description: jobMetaDescription(job), url, ld: jobPostingLd(job, url, org) });
}

/** index.html with a page's title, meta description, canonical link, Open Graph tags and JSON-LD in its head. */
export function renderPage(indexHtml: string, page: { title: string; description: string; url: string; ld: unknown }): string {
  const { url } = page;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    // A data block, not a script: the CSP's script-src does not apply to it.
    `<script type="application/ld+json">${scriptJson(page.ld)}</script>`,
  ].join('\n    ');
  let html = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : indexHtml.replace(/<\/head>/i, () => `<title>${title}</title>\n  </head>`);
  const metaDescription = `<meta name="description" content="${description}" />`;
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => metaDescription)
    : html.replace(/<\/head>/i, () => `${metaDescription}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A sitemap of the jobs given, after the site's own pages and the visible company pages when `withPages`. */
export function renderSitemap(base: string, jobs: Array<{ id: string; updatedAt: Date }>, withPages = true, companies: Array<{ slug: string | null; updatedAt: Date }> = []): string {
  const urls = [
    ...(withPages ? STATIC_PAGES : []).map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`),
    ...companies.map((c) => `  <url><loc>${escapeXml(`${base}/companies/${c.slug}`)}</loc><lastmod>${c.updatedAt.toISOString()}</lastmod></url>`),
    ...jobs.map((j) => `  <url><loc>${escapeXml(`${base}/jobs/${j.id}`)}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap of sitemaps: /sitemap-1.xml to /sitemap-{files}.xml. */
export function renderSitemapIndex(base: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Everything may be crawled: rendering a job page fetches /v1, so the API is not disallowed. */
export function renderRobots(base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
