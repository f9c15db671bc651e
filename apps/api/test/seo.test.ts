import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '@jobboard/contracts/job-options';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { postJob, registerEmployer, updateJobRow, type Account } from './helpers/jobs.ts';

// A stand-in for the built web client: what crawlers get for /jobs/{id} is this page with the
// job's title, description and JSON-LD in its head.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Inclusive Jobs: an accessible job board." />
    <title>Inclusive Jobs</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;
let t: TestApp;
let employer: Account;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example.org/' });
  employer = await registerEmployer(t, { firstName: 'Lin', lastName: 'Ma' });
  const { eq } = await import('drizzle-orm');
  const { users } = await import('../src/db/schema.ts');
  await t.database.db.update(users).set({ companyName: 'Open Door Labs', companyWebsite: 'https://opendoor.example.com' }).where(eq(users.id, employer.user.id));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (id: string) => call(t.app, 'GET', `/jobs/${id}`);
function jsonLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('GET /jobs/{id} for a public job', () => {
  it('names the accommodations offered and says which physical and sensory requirements are essential', async () => {
    const job = await postJob(t, employer.token, { accommodationsOffered: ['captioning', 'flexible-hours'], workRequirements: [{ item: 'standing', essential: false }, { item: 'vision', essential: true }] });
    const [ld] = jsonLd((await page(job.id)).body);
    expect(ld!.description).toContain('Accommodations offered: Flexible hours; Captioning.');
    expect(ld!.physicalRequirement).toBe('Standing for long periods: not essential, can be discussed');
    expect(ld!.sensoryRequirement).toBe('Seeing, for example small print or colours: essential');
  });

  it('carries the job title, a description, a canonical link and a schema.org JobPosting', async () => {
    const job = await postJob(t, employer.token, {
      title: 'Accessibility Engineer',
      location: 'Toronto, ON',
      jobType: 'full-time',
      salaryMin: 90000,
      salaryMax: 120000,
      salaryCurrency: 'CAD',
      applicationDeadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    });
    const res = await page(job.id);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Accessibility Engineer at Open Door Labs | Inclusive Jobs</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Accessibility Engineer at Open Door Labs, Toronto, ON\. Build accessible/);
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example.org/jobs/${job.id}" />`);
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');

    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Accessibility Engineer',
      description: job.description,
      url: `https://jobs.example.org/jobs/${job.id}`,
      datePosted: job.created_at,
      validThrough: job.expires_at,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Open Door Labs', sameAs: 'https://opendoor.example.com' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000 } },
      directApply: true,
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('names the pay period as schema.org unit text', async () => {
    const job = await postJob(t, employer.token, { jobType: 'part-time', salaryMin: 24, salaryMax: 30, salaryCurrency: 'CAD', salaryPeriod: 'hour' });
    const [ld] = jsonLd((await page(job.id)).body);
    expect(ld!.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 24, maxValue: 30, unitText: 'HOUR' } });
    const yearly = await postJob(t, employer.token, { salaryMin: 90000, salaryMax: null });
    expect(jsonLd((await page(yearly.id)).body)[0]!.baseSalary).toMatchObject({ value: { minValue: 90000, unitText: 'YEAR' } });
  });

  it('describes a remote job as telecommuting with where applicants may live', async () => {
    const job = await postJob(t, employer.token, { isRemote: true, location: 'Remote (Canada)', salaryMin: null, salaryMax: null, applicationDeadline: null });
    const [ld] = jsonLd((await page(job.id)).body);
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('baseSalary');
    // No deadline: 60 days after posting (docs/decisions/020-company-pages.md).
    expect(Date.parse(ld!.validThrough as string) - Date.parse(job.created_at as string)).toBe(60 * 86_400_000);
  });

  it.each(JOB_TYPES.map((type, i) => [type, ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'OTHER'][i]]))(
    'maps job type %s to employmentType %s',
    async (jobType, employmentType) => {
      const job = await postJob(t, employer.token, { jobType });
      expect(jsonLd((await page(job.id)).body)[0]!.employmentType).toBe(employmentType);
    },
  );

  it('escapes markup in job text: nothing can close the data block or the title', async () => {
    const evil = '</script><script>alert(1)</script>';
    const job = await postJob(t, employer.token, {
      title: `Dev ${evil}`.slice(0, 100),
      description: `A description long enough to pass validation, then ${evil} & "quotes" <b>bold</b>.`,
    });
    const html = (await page(job.id)).body;

    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>]/);
    expect(block).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(block).title).toBe(`Dev ${evil}`.slice(0, 100));
  });

  it('keeps a CSP that forbids inline script (JSON-LD is a data block, not executed)', async () => {
    const job = await postJob(t, employer.token);
    const csp = String((await page(job.id)).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('never takes links from the request: without PUBLIC_URL they use the server address (see host-header.test.ts)', async () => {
    const other = await createTestApp({ WEB_DIST: dist }, { database: t.database });
    try {
      const job = await postJob(t, employer.token);
      const res = await other.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { host: 'jobs.local:8080' } });
      expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${job.id}" />`);
      const forged = await other.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { host: 'evil.example"><script>' } });
      expect(forged.body).not.toContain('evil.example');
    } finally {
      await other.close();
    }
  });
});

describe('GET /jobs/{id} for anything else is the plain client page', () => {
  it.each([
    ['inactive', { status: 'inactive' as const }],
    ['deleted', { status: 'deleted' as const }],
    ['expired', { expiresAt: new Date(Date.now() - 1000) }],
  ])('a %s job gets no job title and no JSON-LD', async (_label, changes) => {
    const job = await postJob(t, employer.token, { title: 'Hidden Role' });
    await updateJobRow(t, job.id, changes);
    const res = await page(job.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each(['post', 'my-jobs', 'preview', '00000000-0000-4000-8000-000000000000', 'NOT-A-UUID'])('/jobs/%s', async (id) => {
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('/jobs/{id}/edit', async () => {
    const job = await postJob(t, employer.token);
    expect((await call(t.app, 'GET', `/jobs/${job.id}/edit`)).body).toBe(INDEX_HTML);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every public job with its last change, and no other job', async () => {
    const open = await postJob(t, employer.token, { title: 'In Sitemap' });
    const hidden = [];
    for (const changes of [{ status: 'inactive' as const }, { status: 'deleted' as const }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const job = await postJob(t, employer.token);
      await updateJobRow(t, job.id, changes);
      hidden.push(job.id);
    }
    const res = await call(t.app, 'GET', '/sitemap.xml');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    for (const p of ['/', '/jobs', '/about', '/contact', '/help', '/accessibility', '/terms', '/privacy']) {
      expect(xml).toContain(`<url><loc>https://jobs.example.org${p}</loc></url>`);
    }
    expect(xml).toContain(`<url><loc>https://jobs.example.org/jobs/${open.id}</loc><lastmod>${open.updated_at}</lastmod></url>`);
    for (const id of hidden) expect(xml).not.toContain(id);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
  });
});

describe('a sitemap of more jobs than one file holds', () => {
  // Files of 10 URLs here (50,000 in production): the first holds the 8 pages and the 2 newest jobs.
  it('becomes an index of files that together list every public job once, newest first', async () => {
    const big = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example.org' }, { build: { sitemapUrlsPerFile: 10 } });
    try {
      const boss = await registerEmployer(big);
      const open: string[] = [];
      for (let i = 0; i < 13; i++) open.push((await postJob(big, boss.token, { title: `Open ${i}` })).id);
      const hidden = await postJob(big, boss.token);
      await updateJobRow(big, hidden.id, { status: 'inactive' });
      const get = (url: string) => call(big.app, 'GET', url);

      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toBe(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          [1, 2, 3].map((n) => `  <sitemap><loc>https://jobs.example.org/sitemap-${n}.xml</loc></sitemap>`).join('\n') +
          '\n</sitemapindex>\n',
      );
      const files = await Promise.all([1, 2, 3].map((n) => get(`/sitemap-${n}.xml`)));
      const listed = files.map((f) => [...f.body.matchAll(/\/jobs\/([0-9a-f-]{36})</g)].map((m) => m[1]));
      expect(listed.map((ids) => ids.length)).toEqual([2, 10, 1]);
      expect(listed.flat()).toEqual([...open].reverse());
      expect(files[0]!.body).toContain('<url><loc>https://jobs.example.org/about</loc></url>');
      expect(files[1]!.body).not.toContain('/about<');
      for (const f of files) expect(f.body.match(/<url>/g)!.length).toBeLessThanOrEqual(10);
      // Not the client's page (a 200 for any path): a crawler is told the file is gone.
      for (const n of [4, 0]) expect(await get(`/sitemap-${n}.xml`)).toMatchObject({ statusCode: 404, body: `There is no sitemap file ${n}.` });
    } finally {
      await big.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling and points at the sitemap', async () => {
    const res = await call(t.app, 'GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://jobs.example.org/sitemap.xml\n');
  });
});

describe('without a built client', () => {
  it('answers /jobs/{id} as every client route does, and still serves the sitemap', async () => {
    const bare = await createTestApp({}, { database: t.database });
    try {
      const job = await postJob(t, employer.token);
      const res = await bare.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('The web client is not built');
      expect((await bare.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(job.id);
    } finally {
      await bare.close();
    }
  });
});
