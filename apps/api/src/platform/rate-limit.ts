import { AppError } from './errors.ts';

export type Counter = { count: number; resetAt: number };

/** Where counters live: this process's memory, or Redis so that several instances share them. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<Counter>;
  get(key: string): Promise<Counter | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(): RateLimitStore {
  const counters = new Map<string, Counter>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, c] of counters) if (c.resetAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.resetAt <= Date.now()) {
      counters.delete(key);
      return null;
    }
    return c ?? null;
  };
  return {
    async increment(key, windowMs) {
      const c = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      c.count++;
      counters.set(key, c);
      return { ...c };
    },
    async get(key) {
      const c = live(key);
      return c ? { ...c } : null;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

// INCR and set the window on the first hit, atomically, then report the time left.
const INCREMENT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

/** A store that can say whether its backing service answers, for the health check. */
export type CheckedStore = RateLimitStore & { ping(): Promise<void> };

/**
 * Counters in Redis, shared by every instance. Commands fail at once while Redis is unreachable
 * (no offline queue, a short timeout) rather than hold requests; the client keeps reconnecting.
 */
export async function createRedisStore(url: string, prefix = 'jobboard:rl:'): Promise<CheckedStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, commandTimeout: 1000 });
  // Connection errors are reported by the fallback store, once per outage, not once per retry.
  redis.on('error', () => {});
  await redis.connect().catch(() => undefined);
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async get(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (count === null || ttl < 0) return null;
      return { count: Number(count), resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

type FallbackLog = { warn(message: string): void; info(message: string): void };

/**
 * A shared store with this process's own counters behind it. While the shared store fails, limits
 * are counted per instance (looser by the number of instances, never a 500), a warning is logged
 * once (the health check reports Redis as degraded meanwhile); the first call it answers goes back to it.
 */
export function withFallback(shared: CheckedStore, log: () => FallbackLog): CheckedStore {
  const local = createMemoryStore();
  let failing = false;
  async function attempt<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(shared);
      if (failing) log().info('rate limits: Redis answers again; counting in Redis');
      failing = false;
      return result;
    } catch (error) {
      if (!failing) log().warn(`rate limits: Redis is unreachable (${(error as Error).message}); counting in this process until it returns`);
      failing = true;
      return call(local);
    }
  }
  return {
    increment: (key, windowMs) => attempt((store) => store.increment(key, windowMs)),
    get: (key) => attempt((store) => store.get(key)),
    reset: async (key) => {
      await local.reset(key);
      await attempt((store) => store.reset(key));
    },
    ping: () => shared.ping(),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function tooMany(message: string, resetAt: number): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(seconds / 3600);
  // Day-long windows (reset codes per address) read in hours rather than as 1440 minutes.
  const wait =
    seconds < 60 ? `${seconds} seconds`
    : minutes <= 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${hours} hours`;
  return new AppError('RATE_LIMITED', 429, `${message} Please try again in ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
}

/** Fixed-window limits over a store; a refused call answers 429 with Retry-After. */
export function createRateLimiter(store: RateLimitStore) {
  return {
    store,
    /** Counts one attempt and refuses it once the window holds more than `limit`; answers the count so far. */
    async consume(key: string, limit: number, windowSeconds: number, message: string): Promise<Counter> {
      const c = await store.increment(key, windowSeconds * 1000);
      if (c.count > limit) throw tooMany(message, c.resetAt);
      return c;
    },
    reset: (key: string) => store.reset(key),
  };
}
