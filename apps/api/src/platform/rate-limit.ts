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

export async function createRedisStore(url: string, prefix = 'jobboard:rl:'): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  await redis.connect();
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
    async close() {
      redis.disconnect();
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
