import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { postJob, registerEmployer } from './helpers/jobs.ts';

// A stand-in for the built web client, as `vite build` lays it out: index.html, hashed assets with
// their Brotli and gzip copies, and the manifest that says which chunks each page imports.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inclusive Jobs</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', name: 'index', isEntry: true, imports: ['_shared-S1.js'], css: ['assets/index-C1.css'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js', name: 'shared' },
  '_jobs-J1.js': { file: 'assets/jobs-J1.js', name: 'jobs', imports: ['_shared-S1.js'], css: ['assets/jobs-C2.css'] },
  'src/features/public-pages/pages/home-page.tsx': { file: 'assets/home-page-H1.js', name: 'home-page', isDynamicEntry: true, imports: ['index.html'] },
  'src/features/jobs/pages/job-list-page.tsx': { file: 'assets/job-list-page-L1.js', name: 'job-list-page', isDynamicEntry: true, imports: ['index.html', '_jobs-J1.js'] },
  'src/features/jobs/pages/job-detail-page.tsx': { file: 'assets/job-detail-page-D1.js', name: 'job-detail-page', isDynamicEntry: true, imports: ['index.html', '_jobs-J1.js'] },
  'src/features/jobs/pages/my-jobs-page.tsx': { file: 'assets/my-jobs-page-M1.js', name: 'my-jobs-page', isDynamicEntry: true, imports: ['index.html', '_jobs-J1.js'] },
};
const SCRIPT = 'export const answer = 42;\n'.repeat(100);

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  // Distinct bodies, so each test can tell which copy it was sent.
  fs.writeFileSync(path.join(dist, 'assets/index-E1.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/index-E1.js.br'), 'brotli copy');
  fs.writeFileSync(path.join(dist, 'assets/index-E1.js.gz'), 'gzip copy');
  fs.writeFileSync(path.join(dist, 'display-settings.js'), '// settings\n');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const asset = (url: string, acceptEncoding?: string) => call(t.app, 'GET', url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built scripts and styles', () => {
  it('go out as the Brotli copy to a browser that accepts it, else gzip, else as built', async () => {
    const br = await asset('/assets/index-E1.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('brotli copy');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);

    const gzip = await asset('/assets/index-E1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.toString()).toBe('gzip copy');

    const plain = await asset('/assets/index-E1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // A shared cache keeps one copy per encoding.
    for (const res of [br, gzip, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('are cached for a year under /assets (their names change with their content), and revalidated elsewhere', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await asset('/assets/index-E1.js', encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const settings = await asset('/display-settings.js', 'br');
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['content-encoding']).toBeUndefined();
    expect(settings.headers['cache-control']).toBe('no-cache');
  });
});

describe('the page a visit starts on', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="(stylesheet|modulepreload)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it('the job list preloads its route chunk, the chunks it imports and their styles, but nothing the entry already loads', async () => {
    const res = await call(t.app, 'GET', '/jobs?search=nurse');
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual(['stylesheet /assets/jobs-C2.css', 'modulepreload /assets/job-list-page-L1.js', 'modulepreload /assets/jobs-J1.js']);
    // Before </head>, after the entry script.
    expect(res.body.indexOf('modulepreload')).toBeGreaterThan(res.body.indexOf('/assets/index-E1.js'));
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('home preloads its chunk', async () => {
    expect(links((await call(t.app, 'GET', '/')).body)).toEqual(['modulepreload /assets/home-page-H1.js']);
  });

  it('a job page preloads the job detail chunk, beside its title and JSON-LD', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token, { title: 'Braille Proofreader' });
    const res = await call(t.app, 'GET', `/jobs/${job.id}`);
    expect(res.body).toContain('<title>Braille Proofreader');
    expect(res.body).toContain('application/ld+json');
    expect(links(res.body)).toEqual(['stylesheet /assets/jobs-C2.css', 'modulepreload /assets/job-detail-page-D1.js', 'modulepreload /assets/jobs-J1.js']);
  });

  it('other client routes get index.html as built', async () => {
    for (const url of ['/my-jobs', '/jobs/post', '/about', '/jobs/00000000-0000-4000-8000-000000000000/edit']) {
      expect((await call(t.app, 'GET', url)).body).toBe(INDEX_HTML);
    }
  });

  // Files are looked up when asked for (one route for all of them), not listed at start.
  it('folders, dotfiles and paths out of the build are pages, never a listing or a file from elsewhere', async () => {
    const outside = `${dist}-secret.txt`;
    fs.writeFileSync(outside, 'not for the web');
    try {
      for (const url of ['/assets/', '/assets', '/.vite/manifest.json', `/../${path.basename(outside)}`, `/assets/..%2f..%2f${path.basename(outside)}`]) {
        const res = await call(t.app, 'GET', url);
        expect(res.body, url).toBe(INDEX_HTML);
      }
      const api = await call(t.app, 'GET', '/v1/no-such-route');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    } finally {
      fs.rmSync(outside);
    }
  });

  it('a client built without a manifest still gets its pages, without preloads', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-web-'));
    fs.writeFileSync(path.join(bare, 'index.html'), INDEX_HTML);
    const other = await createTestApp({ WEB_DIST: bare }, { database: t.database });
    try {
      const res = await call(other.app, 'GET', '/jobs');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
