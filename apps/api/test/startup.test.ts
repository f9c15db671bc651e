// What the server does before answering (src/startup.ts, server.ts): demo data only where it is
// safe, no demo administrator beside a configured one, the configured administrator's password
// checked, and a warning while accounts with published passwords exist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { createPasswordHasher } from '../src/platform/passwords.ts';
import { accountsWithPublicPasswords, publicPasswordsBanner } from '../src/seed/public-accounts.ts';
import { prepareData } from '../src/startup.ts';
import { createTestApp } from './helpers/app.ts';
import { freshDatabase } from './helpers/database.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
const passwords = createPasswordHasher(2);
// The demo company's logo is written under DATA_DIR.
const base = { LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-startup-')) };
const STRONG = 'Harbor-Violet-Cactus-17';

const opened: Array<{ database: Database; drop: () => Promise<void> }> = [];
afterEach(async () => {
  for (const { database, drop } of opened.splice(0)) {
    await database.close();
    await drop();
  }
});
async function emptyDatabase(): Promise<Database> {
  const fresh = await freshDatabase();
  opened.push(fresh);
  return fresh.database;
}
const emails = async (database: Database) => (await database.db.select({ email: users.email, role: users.role }).from(users)).map((u) => `${u.role} ${u.email}`).sort();

describe('the configuration', () => {
  it('refuses SEED_DEMO=true when NODE_ENV=production, naming the variable and why', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /^Invalid configuration:\n {2}SEED_DEMO: demo data is never seeded when NODE_ENV=production: its accounts' passwords are published\./,
    );
  });

  it('seeds the demo by default only outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db.internal/jobs' }).seedDemo).toBe(false);
  });
});

describe('preparing the database', () => {
  it('without ADMIN_EMAIL, outside production: seeds the demo with its administrator, and warns of the three', async () => {
    const database = await emptyDatabase();
    expect(await prepareData(loadConfig({ ...base, NODE_ENV: 'development' }), database, passwords)).toBe(true);
    expect(await emails(database)).toContain('admin admin@example.com');

    const banner = publicPasswordsBanner(await accountsWithPublicPasswords(database.db, passwords));
    expect(banner).toMatch(/^!{78}\n!! WARNING: accounts with published passwords exist in this database\.\n/);
    // The roles read as in the README's table of demo accounts.
    for (const line of ['Job seeker    seeker@example.com', 'Employer      employer@example.com', 'Administrator admin@example.com']) expect(banner).toContain(line);
    expect(banner).not.toMatch(/applicant/);
    expect(banner).toMatch(/admin@example\.com +password Admin2026/);
    expect(banner).toContain('delete these accounts or change their passwords');
  });

  it('gives the demo company page a logo, served at each size as an image', async () => {
    const database = await emptyDatabase();
    await prepareData(loadConfig({ ...base, NODE_ENV: 'development' }), database, passwords);
    const t = await createTestApp({ DATA_DIR: base.DATA_DIR }, { database });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/v1/companies/northwind-accessible-tech' });
      const logo = (page.json() as { data: { logo: Record<'small' | 'medium' | 'large', string> | null } }).data.logo;
      expect(logo).not.toBeNull();
      for (const url of Object.values(logo!)) {
        const image = await t.app.inject({ method: 'GET', url });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    } finally {
      await t.close();
    }
  });

  it('with ADMIN_EMAIL set: no demo administrator, the configured one instead, and the warning names only the others', async () => {
    const database = await emptyDatabase();
    const config = loadConfig({ ...base, SEED_DEMO: 'true', ADMIN_EMAIL: 'owner@jobs.example.org', ADMIN_PASSWORD: STRONG });
    expect(await prepareData(config, database, passwords)).toBe(true);

    const all = await emails(database);
    expect(all).not.toContain('admin admin@example.com');
    expect(all.filter((e) => e.startsWith('admin '))).toEqual(['admin owner@jobs.example.org']);
    const listed = (await accountsWithPublicPasswords(database.db, passwords)).map((a) => a.who.trim());
    expect(listed).toEqual(['Job seeker    seeker@example.com', 'Employer      employer@example.com']);
  });

  it('in production: seeds nothing into an empty database, and finds nothing to warn of', async () => {
    const database = await emptyDatabase();
    expect(await prepareData(loadConfig({ ...base, NODE_ENV: 'production' }), database, passwords)).toBe(false);
    expect(await emails(database)).toEqual([]);
    expect(await accountsWithPublicPasswords(database.db, passwords)).toEqual([]);
  });

  it('leaves out of the warning a demo account whose password was changed', async () => {
    const database = await emptyDatabase();
    await prepareData(loadConfig({ ...base, NODE_ENV: 'development' }), database, passwords);
    await database.db.update(users).set({ passwordHash: await passwords.hash(STRONG) }).where(eq(users.email, 'admin@example.com'));
    const listed = (await accountsWithPublicPasswords(database.db, passwords)).map((a) => a.who);
    expect(listed.join('\n')).not.toContain('admin@example.com');
    expect(listed).toHaveLength(2);
  });

  it.each([
    ['Admin2026', /^Invalid configuration:\n {2}ADMIN_PASSWORD: This password is too easy to guess: .+\. Try a longer passphrase of a few unrelated words\.$/],
    ['short1', /^Invalid configuration:\n {2}ADMIN_PASSWORD: Password must be at least 8 characters$/],
  ])('stops at ADMIN_PASSWORD=%s with one clear line, and makes no administrator', async (password, message) => {
    const database = await emptyDatabase();
    const config = loadConfig({ ...base, NODE_ENV: 'production', ADMIN_EMAIL: 'owner@jobs.example.org', ADMIN_PASSWORD: password });
    const refused = await prepareData(config, database, passwords).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(message);
    expect(await emails(database)).toEqual([]);
  });
});

describe('the processes', () => {
  const env = (dataDir: string, extra: Record<string, string>) => ({ PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra });

  it('the server stops with a weak ADMIN_PASSWORD: exit 1 and the reason in one line', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-start-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: env(dataDir, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ADMIN_EMAIL: 'owner@jobs.example.org', ADMIN_PASSWORD: 'password1' }),
        encoding: 'utf8',
        timeout: 110_000,
      });
      expect(run.status, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toMatch(/^Invalid configuration:\n {2}ADMIN_PASSWORD: This password is too easy to guess: this is a commonly used password\. Try a longer passphrase of a few unrelated words\.\n$/);
      expect(run.stdout).not.toContain('is running at');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A new embedded database is made first (initdb): slow on a busy machine.
  }, 120_000);

  it('create-admin refuses a weak password before it opens the database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-create-admin-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/create-admin.ts', '--email', 'owner@jobs.example.org', '--password', 'AdminPass123'], {
        cwd: apiDir,
        env: env(dataDir, {}),
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toMatch(/^This password is too easy to guess: .+\. Try a longer passphrase of a few unrelated words\.\nUsage: npm run create-admin/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
