// npm run lighthouse -- [--runs 3] [--strict]
// The Lighthouse budget (docs/architecture.md#performance-budgets): builds the client and the server, starts the server as
// `npm start` does on a fresh embedded database with the demo data, and runs Lighthouse (mobile
// defaults: a slow 4G link and a 4 times slower CPU, simulated) with Debian's Chromium on home,
// the job list, a job page and a company page. Scores vary from run to run; each page's median
// performance is checked, and the lowest of the other three categories.
// Lighthouse comes through npx, pinned, rather than as a dependency: it weighs 185 MB and one of
// its packages asks for another's "latest" version, which broke `npm ci` whenever that moved.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoServer } from './demo-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, strict: { type: 'boolean', default: false } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1.');
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH).`);
  process.exit(1);
}
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
const LIGHTHOUSE = 'lighthouse@12.8.2';

function build() {
  for (const [cwd, command] of [
    ['.', ['npm', 'run', 'build', '-w', '@jobboard/web']],
    ['apps/api', ['node', 'build.mjs']],
  ]) {
    const done = spawnSync(command[0], command.slice(1), { cwd: path.join(root, cwd), stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`${command.join(' ')} failed.`);
  }
}

/** One Lighthouse run in a fresh browser; the report's categories and metrics. */
function lighthouse(url, reportPath) {
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
  const done = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${reportPath}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
  );
  if (done.status !== 0) return undefined;
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  // A run that could not trace the page load reports errors instead of scores.
  if (report.runtimeError || report.categories.performance.score === null) return undefined;
  const metric = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-lighthouse-'));
  // The demo data is never seeded with NODE_ENV=production (its passwords are published): a demo run, not production.
  const { child, base } = await startDemoServer({ args: ['dist/server.mjs'], cwd: path.join(root, 'apps/api'), dataDir, env: { NODE_ENV: 'demo' } });
  let failed = false;
  try {
    const { data } = await (await fetch(`${base}/v1/jobs?limit=20`)).json();
    const company = data.jobs.find((job) => job.company)?.company;
    if (!company) throw new Error('No job of the demo data links to a company page.');
    const pages = [
      ['Home', '/'],
      ['Job list', '/jobs'],
      ['Job detail', `/jobs/${data.jobs[0].id}`],
      ['Company', `/companies/${company.slug}`],
    ];
    console.log(`\n${LIGHTHOUSE}, mobile, ${runs} run(s) per page; medians:`);
    console.log('Page        Performance (runs)     Access.  Best pr.  SEO  FCP ms  LCP ms  TBT ms  CLS');
    for (const [name, pagePath] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = lighthouse(`${base}${pagePath}`, path.join(dataDir, `report-${results.length}.json`));
        if (result) results.push(result);
      }
      if (!results.length) {
        console.log(`${name.padEnd(12)}no run finished`);
        failed = true;
        continue;
      }
      const perf = median(results.map((r) => r.performance));
      const access = Math.min(...results.map((r) => r.accessibility));
      const bestPractices = Math.min(...results.map((r) => r.bestPractices));
      const seo = Math.min(...results.map((r) => r.seo));
      const ok = perf >= BUDGET.performance && access >= BUDGET.accessibility && bestPractices >= BUDGET.bestPractices && seo >= BUDGET.seo;
      failed ||= !ok;
      const cells = [
        name.padEnd(12),
        `${perf} (${results.map((r) => r.performance).join(', ')})`.padEnd(23),
        String(access).padEnd(9),
        String(bestPractices).padEnd(10),
        String(seo).padEnd(5),
        ...['fcp', 'lcp', 'tbt'].map((k) => String(Math.round(median(results.map((r) => r[k])))).padEnd(8)),
        median(results.map((r) => r.cls)).toFixed(3),
        ok ? '' : '  OVER BUDGET',
      ];
      console.log(cells.join(''));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nBudget (docs/architecture.md#performance-budgets): performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO ${BUDGET.seo} on each page: ${failed ? 'MISSED' : 'met'}.`);
  if (failed && args.strict) process.exit(1);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
