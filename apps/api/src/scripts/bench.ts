// npm run bench -- [--jobs 100000] [--users 1000] [--duration 10] [--connections 10] [--seed 1] [--strict]
// The performance benchmark (docs/architecture.md#performance-budgets): seeds a fresh database
// (a temporary PGlite data directory, or a new database on the DATABASE_URL server, dropped
// afterwards), starts the real server as `npm start` does (dist/server.mjs), loads three endpoints
// with keep-alive connections and checks the budgets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DISABILITY_TYPES, JOB_SORTS, JOB_TYPES } from '@jobboard/contracts/job-options';
import { openDatabase, type Database } from '../db/client.ts';
import { mulberry32, SEARCH_LOCATIONS, SEARCH_TERMS, seedBulk, type BulkResult } from '../seed/bulk.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    strict: { type: 'boolean', default: false },
  },
});
const opt = {
  jobs: Number(args.jobs),
  users: Number(args.users),
  duration: Number(args.duration),
  warmup: Number(args.warmup),
  connections: Number(args.connections),
  seed: Number(args.seed),
};
for (const [name, value] of Object.entries(opt)) {
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a positive number.`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// The database: a temporary PGlite directory, or a new database on the DATABASE_URL server.

type Target = { kind: 'pglite' | 'postgres'; env: Record<string, string>; open(): Promise<Database>; remove(): Promise<void> };

async function createTarget(): Promise<Target> {
  const base = process.env.DATABASE_URL?.trim();
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-'));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: dir }),
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `jobboard_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function seed(target: Target): Promise<{ result: BulkResult; jobIds: string[] }> {
  const database = await target.open();
  try {
    let shown = 0;
    const result = await seedBulk(database, {
      jobs: opt.jobs,
      users: opt.users,
      seed: opt.seed,
      onProgress: (line) => {
        if (line.includes('jobs:') && Date.now() - shown > 5000) {
          shown = Date.now();
          console.log(line);
        }
      },
    });
    const open = await database.db.execute(
      sql`select id from jobs where status = 'active' and (expires_at is null or expires_at > now()) order by random() limit 2000`,
    );
    return { result, jobIds: (open as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id) };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The server, started as `npm start` runs the API.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Builds dist/server.mjs as `npm start` does first; building is a deploy step, not part of the start. */
function buildServer() {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed.');
}

async function startServer(target: Target): Promise<{ child: ChildProcess; port: number; listeningMs: number; readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: apiDir,
    env: { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Log lines (JSON, warn and above) go to our stderr; the start-up banner is dropped.
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) console.error(`server: ${line}`);
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  // Listening: liveness answers. Ready: a request that needs the database is answered.
  let listeningMs: number | undefined;
  while (performance.now() - started < 60_000) {
    if (exited !== null) throw new Error(`The server exited with code ${exited} before answering.`);
    const probe = listeningMs === undefined ? '/v1/health/live' : '/v1/health';
    const ok = await get(port, probe).then((r) => r.status === 200, () => false);
    if (ok && listeningMs === undefined) listeningMs = performance.now() - started;
    else if (ok) return { child, port, listeningMs: listeningMs!, readyMs: performance.now() - started };
    else await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not answer within 60 s.');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Load: `connections` keep-alive sockets, each sending its next request as soon as the last answered.

let agent = new http.Agent({ keepAlive: true, maxSockets: 10 });

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

type Result = { name: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number; firstError: string };

async function measure(port: number, name: string, nextPath: () => string, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const started = process.hrtime.bigint();
  const end = started + BigInt(Math.round(seconds * 1e9));
  const worker = async () => {
    while (process.hrtime.bigint() < end) {
      const urlPath = nextPath();
      const t0 = process.hrtime.bigint();
      const res = await get(port, urlPath).catch((error: Error) => ({ status: 0, body: error.message }));
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) {
        errors++;
        firstError ||= `${res.status} ${urlPath}: ${res.body.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: opt.connections }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(q * latencies.length) - 1))] ?? NaN;
  return { name, requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, firstError };
}

/** Search requests: every term of the generator's vocabulary in turn, with rotating filters and pages. */
function searchPaths(): () => string {
  const r = mulberry32(opt.seed + 1);
  const terms = SEARCH_TERMS.map((term) => ({ term, key: r() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.term);
  const any = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const filters: Array<(q: URLSearchParams) => void> = [
    () => {},
    (q) => q.set('location', any(SEARCH_LOCATIONS)),
    (q) => q.set('jobType', any(JOB_TYPES)),
    (q) => q.set('isRemote', any(['true', 'false'])),
    (q) => {
      q.set('salaryMin', String(any([20000, 40000, 60000])));
      if (r() < 0.5) q.set('salaryMax', String(any([90000, 150000])));
    },
    (q) => {
      for (const d of new Set([any(DISABILITY_TYPES), any(DISABILITY_TYPES)])) q.append('disabilityTypes', d);
    },
    (q) => q.set('sort', any(JOB_SORTS)),
    (q) => {
      q.set('jobType', any(JOB_TYPES));
      q.append('disabilityTypes', any(DISABILITY_TYPES));
      q.set('sort', any(JOB_SORTS));
    },
  ];
  let i = 0;
  return () => {
    const q = new URLSearchParams({ search: terms[i++ % terms.length]! });
    any(filters)(q);
    if (r() < 0.25) q.set('page', String(2 + Math.floor(r() * 4)));
    return `/v1/jobs?${q}`;
  };
}

// ---------------------------------------------------------------------------------------------

function printTable(results: Result[]) {
  const head = ['Endpoint', 'Requests', 'Req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Errors'];
  const rows = results.map((r) => [r.name, fmt(r.requests), fmt(r.rps), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1), fmt(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
  for (const r of results) if (r.firstError) console.log(`  first error of ${r.name}: ${r.firstError}`);
}

async function main() {
  console.log(`Benchmark: ${fmt(opt.jobs)} jobs, ${opt.connections} connections, ${opt.duration} s per endpoint (after ${opt.warmup} s warm-up); Node ${process.version}, ${os.availableParallelism()} CPUs`);
  // Other processes on the machine skew every figure; a load average above ~0.5 says there were some.
  console.log(`Load average before starting: ${os.loadavg()[0]!.toFixed(2)} (1 min), ${os.loadavg()[1]!.toFixed(2)} (5 min)`);
  const target = await createTarget();
  const label = target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let server: ChildProcess | undefined;
  const cleanUp = async () => {
    if (server) await stopServer(server);
    await target.remove();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(`Seeding ${label}…`);
    const { result: seeded, jobIds } = await seed(target);
    console.log(
      `Seeded ${fmt(seeded.jobs)} jobs, ${fmt(seeded.employers)} employers and ${fmt(seeded.applicants)} applicants in ${seeded.seconds.toFixed(1)} s (${fmt(seeded.jobs / seeded.seconds)} jobs/s).`,
    );

    buildServer();
    const started = await startServer(target);
    server = started.child;
    const { port } = started;
    agent = new http.Agent({ keepAlive: true, maxSockets: opt.connections });
    console.log(`Server listening on port ${port} ${fmt(started.listeningMs)} ms after start; database open and answering after ${fmt(started.readyMs)} ms.`);

    const scenarios: Array<{ name: string; next: () => string }> = [{ name: 'GET /v1/health/live', next: () => '/v1/health/live' }];
    const probe = await get(port, '/v1/jobs?search=manager');
    if (probe.status === 404) {
      console.log('GET /v1/jobs is not registered in this build: measuring the trivial endpoint only.');
    } else {
      const rand = mulberry32(opt.seed + 2);
      scenarios.push({ name: 'GET /v1/jobs (search + filters)', next: searchPaths() });
      scenarios.push({ name: 'GET /v1/jobs/{id}', next: () => `/v1/jobs/${jobIds[Math.floor(rand() * jobIds.length)]}` });
    }

    const results: Result[] = [];
    for (const s of scenarios) {
      if (opt.warmup > 0) await measure(port, s.name, s.next, opt.warmup);
      results.push(await measure(port, s.name, s.next, opt.duration));
    }
    printTable(results);

    const [trivial, search, detail] = results;
    if (trivial && search) {
      console.log(`\nSearch throughput / trivial endpoint throughput: ${(search.rps / trivial.rps).toFixed(3)} (${fmt(search.rps)} vs ${fmt(trivial.rps)} req/s)`);
    }

    const pg = target.kind === 'postgres';
    const budgets: Array<{ what: string; ok: boolean | undefined; got: string }> = [
      // The seeding budget is set for 100,000 jobs: a larger run is held to the same rate.
      { what: `seeding ${fmt(opt.jobs)} jobs < ${fmt(Math.max(60, (60 * opt.jobs) / 100_000))} s`, ok: seeded.seconds < Math.max(60, (60 * opt.jobs) / 100_000), got: `${seeded.seconds.toFixed(1)} s` },
      { what: 'server listening within 1 s of start on an existing database', ok: started.listeningMs <= 1000, got: `${fmt(started.listeningMs)} ms (answering queries after ${fmt(started.readyMs)} ms)` },
    ];
    const latency = (r: Result | undefined, what: string, key: 'p95' | 'p99', limit: number) =>
      budgets.push({
        what: `${what} ${key} ≤ ${limit} ms, no errors`,
        ok: r && r[key] <= limit && r.errors === 0,
        got: r ? `${fmt(r[key], 1)} ms, ${fmt(r.errors)} errors` : 'not measured',
      });
    if (opt.jobs >= 1_000_000 && pg) {
      latency(search, 'search', 'p95', 50);
      latency(search, 'search', 'p99', 250);
    } else {
      latency(search, 'search', 'p95', pg ? 25 : 100);
    }
    latency(detail, 'job detail', 'p95', 15);

    console.log(`\nBudgets (docs/architecture.md#performance-budgets, ${label}${opt.jobs === 100_000 || opt.jobs === 1_000_000 ? '' : `; defined at 100,000 jobs, this run has ${fmt(opt.jobs)}`}):`);
    for (const b of budgets) console.log(`  ${b.ok ? 'PASS' : 'FAIL'}  ${b.what}: ${b.got}`);
    const failed = budgets.filter((b) => !b.ok).length;
    console.log(failed ? `\n${failed} budget(s) missed.` : '\nAll budgets met.');
    process.exitCode = args.strict && failed ? 1 : 0;
  } finally {
    await cleanUp();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
