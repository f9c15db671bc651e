/** GET /v1/analytics/system-status: each component checked when asked, never fixed text. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RequestMetrics } from '../../platform/metrics.ts';

export type ComponentStatus = { name: string; status: 'online' | 'degraded' | 'offline'; detail: string };

const CHECK_TIMEOUT_MS = 2000;
const SLOW_DATABASE_MS = 500;
/** Above this share of 5xx answers the API counts as degraded. */
const DEGRADED_ERROR_RATE = 5;

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function checkDatabase(database: Database): Promise<ComponentStatus> {
  const started = performance.now();
  const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
  try {
    await timeout(database.ping(), CHECK_TIMEOUT_MS, 'The database');
    const ms = Math.round(performance.now() - started);
    return { name: 'Database', status: ms > SLOW_DATABASE_MS ? 'degraded' : 'online', detail: `${kind} answered in ${ms} ms` };
  } catch (error) {
    return { name: 'Database', status: 'offline', detail: `${kind} is unreachable: ${(error as Error).message}` };
  }
}

function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d} d ${h} h` : h ? `${h} h ${m} min` : `${m} min`;
}

function checkApi(metrics: RequestMetrics): ComponentStatus {
  const s = metrics.snapshot();
  const traffic = s.requests
    ? `${s.errorRate}% server errors over the last 5 minutes (${s.requests} requests, p95 ${s.p95Ms} ms)`
    : 'no requests in the last 5 minutes';
  const status = s.errorRate !== null && s.errorRate > DEGRADED_ERROR_RATE ? 'degraded' : 'online';
  // The figures live in this process: with several instances, each answers for itself only.
  return { name: 'API Server', status, detail: `This instance (${os.hostname()}, process ${process.pid}) only: up ${duration(s.uptimeSeconds)}; ${traffic}` };
}

/** A folder we can write to, or the nearest existing parent we could create it in. */
async function writableDir(dir: string): Promise<boolean> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      await fs.promises.access(current, fs.constants.W_OK);
      return true;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) return false;
      current = parent;
    }
  }
}

/** SMTP: the server accepts a TCP connection. Outbox: its folder is writable. */
async function checkMail(config: Config): Promise<ComponentStatus> {
  if (config.mail.smtpUrl) {
    const url = new URL(config.mail.smtpUrl);
    const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587);
    const reached = await new Promise<string | null>((resolve) => {
      const socket = net.connect({ host: url.hostname, port, timeout: CHECK_TIMEOUT_MS });
      socket.once('connect', () => { socket.destroy(); resolve(null); });
      socket.once('timeout', () => { socket.destroy(); resolve('timed out'); });
      socket.once('error', (error) => resolve(error.message));
    });
    // Only the host and port: the URL holds the credentials.
    const where = `${url.hostname}:${port}`;
    return reached === null
      ? { name: 'Mail', status: 'online', detail: `SMTP server ${where} accepts connections` }
      : { name: 'Mail', status: 'offline', detail: `SMTP server ${where} cannot be reached (${reached})` };
  }
  const outbox = path.join(config.dataDir, 'mail');
  return (await writableDir(outbox))
    ? { name: 'Mail', status: 'online', detail: 'No SMTP server configured; mails are written to the outbox folder' }
    : { name: 'Mail', status: 'offline', detail: 'No SMTP server configured and the outbox folder is not writable' };
}

async function checkStorage(config: Config): Promise<ComponentStatus> {
  if (config.uploads.s3) return { name: 'File storage', status: 'online', detail: `S3-compatible bucket "${config.uploads.s3.bucket}" configured` };
  return (await writableDir(path.join(config.dataDir, 'uploads')))
    ? { name: 'File storage', status: 'online', detail: 'Uploads folder is writable' }
    : { name: 'File storage', status: 'offline', detail: 'Uploads folder is not writable' };
}

export async function systemStatus(deps: { config: Config; database: Database; metrics: RequestMetrics; webClientBuilt: boolean }) {
  const components = await Promise.all([
    checkDatabase(deps.database),
    checkApi(deps.metrics),
    deps.webClientBuilt
      ? { name: 'Frontend', status: 'online' as const, detail: 'Web client built and served by the API server' }
      : { name: 'Frontend', status: 'offline' as const, detail: 'The web client is not built' },
    checkMail(deps.config),
    checkStorage(deps.config),
  ]);
  return { components, checkedAt: new Date().toISOString() };
}
