// Three server processes start at once on one new PostgreSQL database and one Redis, as behind a
// load balancer: they share the schema, sessions, rate limits and background work, and one of them
// stopping in the middle of a burst of writes loses none it acknowledged.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client as PgClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, validRegistration } from '../helpers/app.ts';
import { reportFigures, since } from '../helpers/figures.ts';
import { REDIS_URL, redisReachable } from '../helpers/redis.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');
const journal = JSON.parse(fs.readFileSync(path.join(apiDir, 'src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const PG_URL = process.env.TEST_DATABASE_URL;
const redisUp = await redisReachable();

type Instance = { child: ChildProcess; base: string; log: () => string };

async function startInstance(env: Record<string, string>): Promise<Instance> {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const started = Date.now();
  while (!/running at (http:\/\/\S+)/.test(log)) {
    if (child.exitCode !== null) throw new Error(`An instance exited with code ${child.exitCode}:\n${log}`);
    if (Date.now() - started > 90_000) throw new Error(`An instance did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base: /running at (http:\/\/\S+)/.exec(log)![1]!, log: () => log };
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

// NOTE: instances share only PostgreSQL and Redis; without both (no TEST_DATABASE_URL, no Redis)
// there is nothing shared to test, and the embedded database is one process's by design.
describe.skipIf(!PG_URL || !redisUp)('three instances on one PostgreSQL and one Redis', () => {
  const dbName = `jobboard_test_instances_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-instances-'));
  let instances: Instance[] = [];
  let pg: PgClient;
  // Rate limits are keyed by client address: this run's own, through X-Forwarded-For.
  const runIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    const { default: pgModule } = await import('pg');
    const admin = new pgModule.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${dbName}`;
    pg = new pgModule.Client({ connectionString: url.toString() });
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      DATA_DIR: dataDir,
      FILE_URL_SECRET: randomBytes(24).toString('hex'),
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOGIN_ATTEMPTS_PER_IP: '6',
      CONTACT_PER_IP: '1000',
    };
    const started = performance.now();
    instances = await Promise.all([1, 2, 3].map(() => startInstance(env)));
    reportFigures('instances', { 'started at once': instances.length, 'all listening after ms': since(started) });
    await pg.connect();
  }, 180_000);

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map(({ child }) => exitOf(child)));
    await pg?.end();
    const { default: pgModule } = await import('pg');
    const admin = new pgModule.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('all become healthy, and the schema was migrated once', async () => {
    for (const { base } of instances) expect((await fetch(`${base}/v1/health`)).status).toBe(200);
    const { rows } = await pg.query('select count(*)::int as applied, count(distinct hash)::int as migrations from drizzle.__drizzle_migrations');
    expect(rows[0]).toEqual({ applied: journal.entries.length, migrations: journal.entries.length });
    reportFigures('instances', { healthy: instances.length, 'migrations applied': rows[0].applied, 'of migrations': journal.entries.length });
  });

  it('accept a session made on one instance on the others', async () => {
    const email = uniqueEmail('instances');
    const registered = await post(instances[0]!.base, '/v1/auth/register', validRegistration({ email }), { 'x-forwarded-for': '10.255.0.1' });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    for (const { base } of instances.slice(1)) {
      const res = await fetch(`${base}/v1/users/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { user: { email: string } } }).data.user.email).toBe(email);
    }
  });

  it('count a rate limit across all three', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(instances[i % 3]!.base, '/v1/auth/login', { email: `nobody${i}@example.com`, password: 'Wrong-password-1' }, { 'x-forwarded-for': runIp });
      statuses.push(res.status);
    }
    // Each instance saw at most three attempts; together they reached the limit of six.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    reportFigures('shared rate limit', { 'attempts sent': statuses.length, 'across instances': 3, 'limit per address': 6, refused: statuses.filter((s) => s === 429).length, 'first refused at attempt': statuses.indexOf(429) + 1 });
  });

  it('run a background task once: one mail for one contact message', async () => {
    const subject = `Instances ${randomBytes(4).toString('hex')}`;
    const res = await post(instances[1]!.base, '/apis/v1/contact', { name: 'Ada', email: 'ada@example.com', subject, message: 'Three instances, one mail please.' }, { 'x-forwarded-for': runIp });
    expect(res.status, instances[1]!.log()).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => fs.readFileSync(path.join(mailDir, f), 'utf8').includes(subject)) : []);
    const deadline = Date.now() + 30_000;
    while (mails().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Every instance polls the queue every two seconds: time enough for a second copy to appear.
    await new Promise((r) => setTimeout(r, 5000));
    expect(mails()).toHaveLength(1);
    reportFigures('background task', { 'contact messages': 1, 'instances polling': 3, 'mails written': mails().length });
  });

  it('lose no acknowledged write when one instance is stopped during a burst', async () => {
    const stopping = instances[2]!;
    const tag = randomBytes(4).toString('hex');
    const burst = Array.from({ length: 40 }, (_, i) =>
      post(stopping.base, '/apis/v1/contact', { name: 'Burst', email: 'burst@example.com', subject: `Burst ${tag} ${i}`, message: 'One of forty messages sent at once.' }, { 'x-forwarded-for': runIp }).then(
        (res) => res.status,
        () => 0, // refused or cut: not acknowledged
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    const stopped = performance.now();
    stopping.child.kill('SIGTERM');
    const statuses = await Promise.all(burst);
    expect(await exitOf(stopping.child), stopping.log()).toBe(0);
    const exitMs = since(stopped);
    const acknowledged = statuses.flatMap((status, i) => (status === 201 ? [`Burst ${tag} ${i}`] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const { rows } = await pg.query('select subject from contact_messages where subject like $1', [`Burst ${tag} %`]);
    const stored = new Set(rows.map((r: { subject: string }) => r.subject));
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
    reportFigures('SIGTERM during a burst', { 'writes sent': burst.length, acknowledged: acknowledged.length, 'acknowledged and found': acknowledged.filter((s) => stored.has(s)).length, 'refused or cut': statuses.filter((s) => s !== 201).length, 'exit after SIGTERM ms': exitMs });
    // The others go on answering.
    for (const { base } of instances.slice(0, 2)) expect((await fetch(`${base}/v1/health`)).status).toBe(200);
  }, 60_000);
});
