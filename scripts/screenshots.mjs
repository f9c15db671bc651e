/* global document -- the page.evaluate callbacks run in the browser. */
// npm run screenshots -- [--dist apps/web/dist] [--out /tmp/screenshots] [--only role:/route]
// Full-page screenshots of every route, for each role, at 1280 and 375 px wide: the evidence of a
// design pass (compare two builds' folders side by side). Starts the server on a fresh embedded
// database with the demo data, serving the given client build, and prints each page's height and
// whether it scrolls sideways. The pictures are large, so they stay out of the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'apps/web/dist') },
    out: { type: 'string', default: path.join(os.tmpdir(), 'screenshots') },
    // Only the pages whose "role:route" contains this text, e.g. "public:/companies".
    only: { type: 'string', default: '' },
  },
});
const WIDTHS = [1280, 375];
const ACCOUNTS = {
  applicant: { email: 'seeker@example.com', password: 'Seeker2026' },
  employer: { email: 'employer@example.com', password: 'Employer2026' },
  admin: { email: 'admin@example.com', password: 'Admin2026' },
};
const PAGES = {
  public: ['/', '/jobs', '/jobs/{job}', '/companies/{company}', '/about', '/help', '/contact', '/accessibility', '/login', '/register', '/forgot-password', '/no-such-page'],
  applicant: ['/dashboard', '/jobs', '/jobs/{job}', '/applications', '/saved-searches', '/profile', '/notifications'],
  employer: ['/dashboard', '/jobs/my-jobs', '/jobs/post', '/my-applicants', '/my-applicants?view=table', '/my-applicants?view=board', '/candidate-finder', '/employer-profile', '/profile'],
  admin: ['/admin', '/admin/analytics', '/admin/users', '/admin/jobs', '/admin/applications', '/admin/audit'],
};

async function demoPlaces(base) {
  const { data } = await (await fetch(`${base}/v1/jobs?limit=20`)).json();
  const job = data.jobs.find((j) => j.company) ?? data.jobs[0];
  return { job: job.id, company: job.company?.slug ?? 'none' };
}

async function signIn(base, role) {
  const res = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ACCOUNTS[role]) });
  if (!res.ok) throw new Error(`Signing in as ${role} answered ${res.status}.`);
  return (await res.json()).data.token;
}

const fileName = (role, route, width) => `${role}${route.replace(/[/?=]+/g, '-').replace(/-$/, '') || '-home'}-${width}.png`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
const { base, child } = await startDemoServer({ args: ['--import', 'tsx', 'apps/api/src/server.ts'], cwd: root, dataDir, env: { WEB_DIST: path.resolve(args.dist) } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  fs.mkdirSync(args.out, { recursive: true });
  const places = await demoPlaces(base);
  console.log('| Role | Page | Width | Height px | Sideways scroll |\n|---|---|---|---|---|');
  for (const [role, routes] of Object.entries(PAGES)) {
    const chosen = routes.filter((route) => `${role}:${route}`.includes(args.only));
    if (!chosen.length) continue;
    const token = role === 'public' ? null : await signIn(base, role);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
      if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      for (const route of chosen) {
        const url = route.replace('{job}', places.job).replace('{company}', places.company);
        await page.goto(url);
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        const { height, sideways } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        }));
        await page.screenshot({ path: path.join(args.out, fileName(role, route, width)), fullPage: true });
        console.log(`| ${role} | ${route} | ${width} | ${height} | ${sideways ? 'yes' : 'no'} |`);
      }
      await context.close();
    }
  }
  console.log(`\nScreenshots in ${args.out}`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
