// Absolute links (reset mails, canonical links, JSON-LD, sitemap, robots.txt) never follow the
// request's Host: without PUBLIC_URL they point where the server itself listens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, registerUser, type TestApp } from './helpers/app.ts';
import { postJob, registerEmployer } from './helpers/jobs.ts';
import { decodeQuotedPrintable, lastMailTo, mailSettled } from './helpers/mail.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Inclusive Jobs</title></head><body><div id="root"></div></body></html>';
const EVIL = { host: 'evil.example' };

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-host-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), INDEX_HTML);
  // No PUBLIC_URL; the default PORT (3000) and HOST (0.0.0.0).
  t = await createTestApp({ DATA_DIR: dir, WEB_DIST: path.join(dir, 'web') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const outbox = () => path.join(dir, 'mail');

describe('without PUBLIC_URL, a request with Host: evil.example', () => {
  it('POST /v1/auth/forgot-password writes a mail whose links are on the server, not on evil.example', async () => {
    const account = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/v1/auth/forgot-password', { body: { email: account.email }, headers: EVIL, ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    await mailSettled(t.database);
    const mail = decodeQuotedPrintable(lastMailTo(outbox(), account.email)!);
    expect(mail).toContain(`http://localhost:3000/reset-password?email=${encodeURIComponent(account.email)}`);
    expect(mail).not.toContain('evil.example');
  });

  it('GET /sitemap.xml and /robots.txt list the server address', async () => {
    const sitemap = await call(t.app, 'GET', '/sitemap.xml', { headers: EVIL });
    expect(sitemap.body).toContain('<url><loc>http://localhost:3000/</loc></url>');
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await call(t.app, 'GET', '/robots.txt', { headers: EVIL });
    expect(robots.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n');
  });

  it("GET /jobs/{id} gives the server address as the job page's canonical link and JSON-LD url", async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const res = await call(t.app, 'GET', `/jobs/${job.id}`, { headers: EVIL });
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${job.id}" />`);
    expect(res.body).toContain(`"url":"http://localhost:3000/jobs/${job.id}"`);
    expect(res.body).not.toContain('evil.example');
  });
});

describe('behind a proxy (TRUST_PROXY), X-Forwarded-Host', () => {
  it('does not move the reset link either', async () => {
    const proxied = await createTestApp({ DATA_DIR: dir, TRUST_PROXY: 'true', HOST: '127.0.0.1', PORT: '8080' }, { database: t.database });
    try {
      const account = await registerUser(proxied.app);
      const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      expect((await call(proxied.app, 'POST', '/v1/auth/forgot-password', { body: { email: account.email }, headers, ip: freshIp() })).statusCode).toBe(200);
      await mailSettled(t.database);
      const mail = decodeQuotedPrintable(lastMailTo(outbox(), account.email)!);
      expect(mail).toContain('http://127.0.0.1:8080/reset-password?email=');
      expect(mail).not.toContain('evil.example');
    } finally {
      await proxied.close();
    }
  });
});

describe('at start-up', () => {
  /** The log's lines as objects, for a server that listens on a free port. */
  async function startWithLog(env: Record<string, string>) {
    const lines: Array<{ level: number; msg: string }> = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = await createTestApp({ LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env }, { database: t.database, build: { logStream } });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return { app, lines, port: (app.app.server.address() as { port: number }).port };
  }

  it('warns once that PUBLIC_URL is unset, naming the address links will use', async () => {
    const { app, lines, port } = await startWithLog({});
    try {
      expect(lines.filter((l) => l.msg.includes('PUBLIC_URL'))).toEqual([
        expect.objectContaining({
          level: 40,
          msg: `PUBLIC_URL is not set: links in mails, the sitemap and canonical links use http://127.0.0.1:${port}. Set PUBLIC_URL to the site's public address.`,
        }),
      ]);
      expect((await call(app.app, 'GET', '/robots.txt', { headers: EVIL })).body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
    } finally {
      await app.close();
    }
  });

  it('says nothing of it when PUBLIC_URL is set, and links use it', async () => {
    const { app, lines } = await startWithLog({ PUBLIC_URL: 'https://jobs.example.org' });
    try {
      expect(lines.some((l) => l.msg.includes('PUBLIC_URL'))).toBe(false);
      expect((await call(app.app, 'GET', '/robots.txt', { headers: EVIL })).body).toContain('Sitemap: https://jobs.example.org/sitemap.xml');
    } finally {
      await app.close();
    }
  });
});
