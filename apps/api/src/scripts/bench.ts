// npm run bench -- [--jobs 100000] [--users 1000] [--duration 10] [--rounds 1] [--connections 10] [--seed 1] [--compare REF] [--baseline straightforward] [--strict]
// The performance benchmark (docs/architecture.md#performance-budgets): seeds a fresh database
// (a temporary PGlite data directory, or a new database on the DATABASE_URL server, dropped
// afterwards), starts the real server as `npm start` does (dist/server.mjs), loads three endpoints
// with keep-alive connections and checks the budgets. With --compare REF it also builds the server
// of another commit (a git worktree with its own packages), seeds it the same way and loads the
// two in turn with the same requests, then prints this build's figures as ratios of that one's.
// With --baseline straightforward it compares the same way with this build serving searches by
// one straightforward statement (BENCH_SEARCH=straightforward), on the same database.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../seed/bulk.ts';
import { combine, fmt, get, load, printTable, type Result, type Sample } from './bench/load.ts';
import { buildServer, otherBuild, startServer, stopServer, thisBuild, type Build, type Server } from './bench/servers.ts';
import { createTarget, type Target } from './bench/targets.ts';
import { searchPaths, vocabulary } from './bench/vocabulary.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    compare: { type: 'string' },
    baseline: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const opt = {
  jobs: Number(args.jobs),
  users: Number(args.users),
  duration: Number(args.duration),
  warmup: Number(args.warmup),
  rounds: Number(args.rounds),
  connections: Number(args.connections),
  seed: Number(args.seed),
};
if (args.baseline !== undefined && args.baseline !== 'straightforward') {
  console.error('--baseline must be straightforward.');
  process.exit(1);
}
for (const [name, value] of Object.entries(opt)) {
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a positive number.`);
    process.exit(1);
  }
}

/** One build under test: its database, its running server and the job ids its detail page is asked for. */
type Subject = { build: Build; target: Target; seedSeconds: number; server?: Server; jobIds: string[]; env?: Record<string, string> };

/** Seeds a build's database with that build's own seeding script, as `npm run seed` does. */
function seed(build: Build, target: Target): number {
  const started = performance.now();
  const done = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/seed.ts', '--jobs', String(opt.jobs), '--users', String(opt.users), '--seed', String(opt.seed)],
    { cwd: build.apiDir, env: { ...process.env, ...target.env }, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  if (done.status !== 0) throw new Error(`Seeding for ${build.label} failed.`);
  const seconds = /in ([\d.]+) s \(/.exec(done.stdout)?.[1];
  return seconds ? Number(seconds) : (performance.now() - started) / 1000;
}

/** Job ids from random pages of the list, through the server itself, so that any build's database will do. */
async function someJobIds(server: Server): Promise<string[]> {
  const r = mulberry32(opt.seed + 3);
  const pages = Math.max(1, Math.floor(Math.min(opt.jobs, 50_000) / 50));
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await get(server, `/v1/jobs?limit=50&page=${1 + Math.floor(r() * pages)}`);
    const body = JSON.parse(res.body) as { data: { jobs?: Array<{ id: string }> } | Array<{ id: string }> };
    ids.push(...(Array.isArray(body.data) ? body.data : (body.data.jobs ?? [])).map((job) => job.id));
  }
  if (!ids.length) throw new Error('The job list gave no ids to ask for.');
  return ids;
}

async function main() {
  console.log(
    `Benchmark: ${fmt(opt.jobs)} jobs, ${opt.connections} connections, ${opt.rounds} × ${opt.duration} s per endpoint and build (after ${opt.warmup} s warm-up); Node ${process.version}, ${os.availableParallelism()} CPUs`,
  );
  // Other processes on the machine skew every figure; a load average above ~0.5 says there were some.
  console.log(`Load average before starting: ${os.loadavg()[0]!.toFixed(2)} (1 min), ${os.loadavg()[1]!.toFixed(2)} (5 min)`);
  const builds = [thisBuild(apiDir), ...(args.compare ? [otherBuild(args.compare, apiDir)] : [])];
  const subjects: Subject[] = [];
  const cleanUp = async () => {
    for (const s of subjects) {
      if (s.server) await stopServer(s.server);
      await s.target.remove();
    }
    for (const b of builds) b.remove();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    for (const build of builds) {
      const target = await createTarget();
      subjects.push({ build, target, seedSeconds: 0, jobIds: [] });
      console.log(`Seeding ${target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} for ${build.label}…`);
      subjects.at(-1)!.seedSeconds = seed(build, target);
    }
    const [ours] = subjects as [Subject, ...Subject[]];
    if (args.baseline) {
      // A copy of this build's database: PGlite's data directory opens in one process at a time.
      const target = await ours.target.copy();
      subjects.push({ build: { ...ours.build, label: 'straightforward query' }, target, seedSeconds: 0, jobIds: [], env: { BENCH_SEARCH: 'straightforward' } });
    }
    const database = await ours.target.open();
    const words = await vocabulary(database, opt.seed).finally(() => database.close());
    console.log(`Searching for ${fmt(words.length)} words and pairs of words from the seeded jobs.`);

    // Each checkout is built once, before any server starts from it.
    for (const build of new Map(subjects.map((s) => [s.build.apiDir, s.build])).values()) buildServer(build);
    for (const s of subjects) {
      s.server = await startServer(s.build, { ...s.target.env, ...s.env }, opt.connections);
      s.jobIds = await someJobIds(s.server);
      console.log(`Server (${s.build.label}) listening ${fmt(s.server.listeningMs)} ms after start; database open and answering after ${fmt(s.server.readyMs)} ms.`);
    }

    const scenarios: Array<{ name: string; paths: (s: Subject, seed: number) => () => string }> = [
      { name: 'GET /v1/health/live', paths: () => () => '/v1/health/live' },
      { name: 'GET /v1/jobs (search + filters)', paths: (_, seed) => searchPaths(words, seed) },
      {
        name: 'GET /v1/jobs/{id}',
        paths: (s, seed) => {
          const r = mulberry32(seed);
          return () => `/v1/jobs/${s.jobIds[Math.floor(r() * s.jobIds.length)]}`;
        },
      },
    ];
    // Builds take turns (A B, then B A, …) with the same requests, so that a machine slowing down
    // during the run weighs on both alike.
    const results = new Map<Subject, Result[]>(subjects.map((s) => [s, []]));
    for (const scenario of scenarios) {
      const samples = new Map<Subject, Sample[]>(subjects.map((s) => [s, []]));
      for (let round = 0; round < Math.max(1, opt.rounds); round++) {
        const order = round % 2 ? [...subjects].reverse() : subjects;
        for (const s of order) {
          if (opt.warmup > 0) await load(s.server!, opt.connections, scenario.paths(s, opt.seed + 1000 + round), opt.warmup);
          samples.get(s)!.push(await load(s.server!, opt.connections, scenario.paths(s, opt.seed + round), opt.duration));
        }
      }
      for (const s of subjects) results.get(s)!.push(combine(scenario.name, samples.get(s)!));
    }
    for (const s of subjects) {
      console.log(`\n${s.build.label}:`);
      printTable(results.get(s)!);
    }
    const [trivial, search, detail] = results.get(ours)!;
    console.log(`\nSearch throughput / trivial endpoint throughput: ${(search!.rps / trivial!.rps).toFixed(3)} (${fmt(search!.rps)} vs ${fmt(trivial!.rps)} req/s)`);
    for (const other of subjects.slice(1)) {
      console.log(`\nThis build as a ratio of ${other.build.label} (throughput; p95 latency):`);
      results.get(other)!.forEach((theirs, i) => {
        const mine = results.get(ours)![i]!;
        console.log(`  ${mine.name.padEnd(32)} ${(mine.rps / theirs.rps).toFixed(2)}; ${(mine.p95 / theirs.p95).toFixed(2)}`);
      });
    }

    const pg = ours.target.kind === 'postgres';
    const listening = ours.server!.listeningMs;
    const budgets: Array<{ what: string; ok: boolean | undefined; got: string }> = [
      // The seeding budget is set for 100,000 jobs: a larger run is held to the same rate.
      { what: `seeding ${fmt(opt.jobs)} jobs < ${fmt(Math.max(60, (60 * opt.jobs) / 100_000))} s`, ok: ours.seedSeconds < Math.max(60, (60 * opt.jobs) / 100_000), got: `${ours.seedSeconds.toFixed(1)} s` },
      { what: 'server listening within 1 s of start on an existing database', ok: listening <= 1000, got: `${fmt(listening)} ms` },
    ];
    const latency = (r: Result | undefined, what: string, key: 'p95' | 'p99', limit: number) =>
      budgets.push({ what: `${what} ${key} ≤ ${limit} ms, no errors`, ok: r && r[key] <= limit && r.errors === 0, got: r ? `${fmt(r[key], 1)} ms, ${fmt(r.errors)} errors` : 'not measured' });
    if (opt.jobs >= 1_000_000 && pg) {
      latency(search, 'search', 'p95', 50);
      latency(search, 'search', 'p99', 250);
    } else {
      latency(search, 'search', 'p95', pg ? 25 : 100);
    }
    latency(detail, 'job detail', 'p95', 15);

    const label = pg ? 'PostgreSQL' : 'PGlite';
    console.log(`\nBudgets of this build (docs/architecture.md#performance-budgets, ${label}${opt.jobs === 100_000 || opt.jobs === 1_000_000 ? '' : `; defined at 100,000 jobs, this run has ${fmt(opt.jobs)}`}):`);
    for (const b of budgets) console.log(`  ${b.ok ? 'PASS' : 'FAIL'}  ${b.what}: ${b.got}`);
    const failed = budgets.filter((b) => !b.ok).length;
    console.log(failed ? `\n${failed} budget(s) missed.` : '\nAll budgets met.');
    process.exitCode = args.strict && failed ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
