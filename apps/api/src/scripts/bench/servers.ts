import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { get, type Endpoint } from './load.ts';

/** A build of the server: this checkout's, or another commit's in a temporary git worktree. */
export type Build = { label: string; apiDir: string; remove(): void };

const run = (command: string, args: string[], cwd: string) => {
  const done = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}.`);
};

/** Builds dist/server.mjs as `npm start` does first; building is a deploy step, not part of the start. */
export function buildServer(build: Build) {
  run(process.execPath, ['build.mjs'], build.apiDir);
}

export function thisBuild(apiDir: string): Build {
  return { label: 'this build', apiDir, remove: () => {} };
}

/**
 * Another commit's server, checked out beside this one with its own packages (its lockfile, from
 * npm's cache where it can), so that it runs exactly as that commit did.
 */
export function otherBuild(ref: string, apiDir: string): Build {
  const repo = path.resolve(apiDir, '../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-build-'));
  run('git', ['worktree', 'add', '--detach', dir, ref], repo);
  const remove = () => spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repo, stdio: 'ignore' });
  try {
    console.log(`Installing the packages of ${ref}…`);
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { label: ref, apiDir: path.join(dir, 'apps/api'), remove };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export type Server = Endpoint & { child: ChildProcess; listeningMs: number; readyMs: number };

/** Starts a build's dist/server.mjs as `npm start` does, and waits until it answers a request that needs the database. */
export async function startServer(build: Build, env: Record<string, string>, connections: number): Promise<Server> {
  const port = await freePort();
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: build.apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Log lines (JSON, warn and above) go to our stderr; the start-up banner is dropped.
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) console.error(`server (${build.label}): ${line}`);
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  // Listening: liveness answers. Ready: a request that needs the database is answered.
  let listeningMs: number | undefined;
  // Migrations run at start: on a big copied database they can take a while.
  while (performance.now() - started < 300_000) {
    if (exited !== null) throw new Error(`The server (${build.label}) exited with code ${exited} before answering.`);
    const probe = listeningMs === undefined ? '/v1/health/live' : '/v1/health';
    const ok = await get({ port, agent }, probe).then((r) => r.status === 200, () => false);
    if (ok && listeningMs === undefined) listeningMs = performance.now() - started;
    else if (ok) return { child, port, agent, listeningMs: listeningMs!, readyMs: performance.now() - started };
    else await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`The server (${build.label}) did not answer within 300 s.`);
}

export async function stopServer(server: Server) {
  server.agent.destroy();
  const { child } = server;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
