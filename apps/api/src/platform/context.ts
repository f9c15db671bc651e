import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What every module is given: configuration and the shared services. */
export type AppContext = {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  passwords: PasswordHasher;
};

/** Who is asking, for audit rows and rate limits. */
export type RequestMeta = { ip: string; userAgent: string | null };
