import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** The Redis the suite uses: REDIS_URL, else the one this machine runs on the default port. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on REDIS_URL's host and port within half a second. */
export function redisReachable(url = REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A key prefix no other run (or test) shares, so counters never mix. */
export function uniquePrefix(label: string): string {
  return `jobboard:test:${label}:${Date.now()}:${randomBytes(4).toString('hex')}:`;
}
