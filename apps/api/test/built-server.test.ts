// `npm start` runs the bundle build.mjs makes (dist/server.mjs), not the TypeScript the other tests
// load: this file builds it into a folder of its own and talks to it over HTTP, so that a package
// that breaks when bundled (one reading files beside its code, a native binary) fails here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES } from './helpers/uploads.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
// Inside apps/api, so that the packages kept outside the bundle resolve from its node_modules.
const outDir = fs.mkdtempSync(path.join(apiDir, '.built-server-test-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-built-'));
let server: ChildProcess;
let base = '';
let output: () => string = () => '';

/** Starts the bundle on a free port with the embedded database in `dir`; resolves with its address once the banner is printed. */
async function startBuilt(dir: string, env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, [path.join(outDir, 'server.mjs')], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // The banner is printed once the database is open and the demo data is in.
  const started = Date.now();
  while (!/running at (http:\/\/\S+)/.test(log)) {
    if (child.exitCode !== null) throw new Error(`The built server exited with code ${child.exitCode}:\n${log}`);
    if (Date.now() - started > 50_000) throw new Error(`The built server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base: /running at (http:\/\/\S+)/.exec(log)![1]!, output: () => log };
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['build.mjs', outDir], { cwd: apiDir, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  // What `npm start` gives it: embedded database, demo data; a free port; here, metrics too.
  const started = await startBuilt(dataDir, { SEED_DEMO: 'true', METRICS_PORT: '0' });
  server = started.child;
  base = started.base;
  output = started.output;
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Answer = { status: number; body: any };
const json = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });

describe('the built server (npm start)', () => {
  it('answers health with a real database round trip', async () => {
    const { status, body } = await json(await fetch(`${base}/v1/health`));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('signs a demo account in (argon2 stays a native module) and keeps its session', async () => {
    const login = await json(await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seeker@example.com', password: 'Seeker2026' }),
    }));
    expect(login.status).toBe(200);
    const me = await json(await fetch(`${base}/v1/users/profile`, { headers: { authorization: `Bearer ${login.body.data.token}` } }));
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body.data)).toContain('seeker@example.com');

    const wrong = await json(await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seeker@example.com', password: 'not-the-password' }),
    }));
    expect(wrong.status).toBe(401);
  });

  it('checks new passwords in the bundled worker thread: a common one refused, a passphrase taken', async () => {
    const register = (password: string) =>
      fetch(`${base}/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `built-${password.length}@example.com`, password, firstName: 'Ada', lastName: 'Lovelace', role: 'applicant', termsAccepted: true }),
      }).then(json);
    const weak = await register('password1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: expect.stringMatching(/^This password is too easy to guess: /) }]);
    expect((await register('Lantern-Quartz-Meadow-41')).status).toBe(201);
  });

  it('warns at start that the demo accounts have published passwords', async () => {
    // Printed just after the banner, once the accounts' hashes are checked.
    for (let i = 0; i < 200 && !output().includes('!! WARNING'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(output()).toMatch(/!! WARNING: accounts with published passwords exist in this database\./);
    expect(output()).toMatch(/Administrator +admin@example\.com +password Admin2026/);
  });

  it('searches the demo jobs with full-text search and validates the query', async () => {
    const found = await json(await fetch(`${base}/v1/jobs?search=developer`));
    expect(found.status).toBe(200);
    expect(found.body.data.jobs.length).toBeGreaterThan(0);
    expect(found.body.data.pagination.total).toBe(found.body.data.jobs.length);

    const bad = await json(await fetch(`${base}/v1/jobs?page=0`));
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('stores an upload read from multipart and refuses a file whose bytes are not its type', async () => {
    const login = await json(await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seeker@example.com', password: 'Seeker2026' }),
    }));
    const upload = (name: string, content: Buffer) => {
      const form = new FormData();
      form.append('resume', new Blob([content]), name);
      return fetch(`${base}/v1/upload/resume`, { method: 'POST', body: form, headers: { authorization: `Bearer ${login.body.data.token}` } }).then(json);
    };
    const stored = await upload('cv.pdf', FILES.pdf);
    expect(stored.status).toBe(200);
    expect(stored.body.message).toBe('Resume uploaded successfully!');
    expect((await upload('cv.pdf', FILES.png)).status).toBe(415);
  });

  it('publishes its OpenAPI description and the docs page (packages kept outside the bundle)', async () => {
    const spec = await json(await fetch(`${base}/v1/docs/json`));
    expect(spec.status).toBe(200);
    expect(spec.body.paths).toHaveProperty('/v1/jobs');
    const page = await fetch(`${base}/v1/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });

  it('serves Prometheus metrics on METRICS_PORT only, by route and status', async () => {
    await fetch(`${base}/v1/jobs?search=analyst`);
    const metricsUrl = /metrics: (http:\/\/\S+)/.exec(output())?.[1];
    expect(metricsUrl, output()).toBeDefined();
    const res = await fetch(metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/jobs",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/v1\/jobs"\}/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('task_queue_tasks{queue="mail",state="waiting"}');
    // The public site does not serve them.
    expect((await fetch(`${base}/metrics`)).headers.get('content-type')).not.toContain('text/plain; version');
  });

  it('finishes in-flight work and exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('a stopping server', () => {
  it('gives a request that never ends the grace period, then exits non-zero and says why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-built-grace-'));
    const { child, base: url, output: log } = await startBuilt(dir, { SEED_DEMO: 'false', SHUTDOWN_GRACE_SECONDS: '1', LOG_LEVEL: 'info' });
    try {
      // A request whose body never arrives in full stays in flight.
      const { port } = new URL(url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('POST /v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
      await new Promise((r) => setTimeout(r, 200));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(log()).toContain('in-flight requests did not finish within 1 s; exiting');
      socket.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
