// What the server does with an open database before it answers (server.ts): the demo data and
// the configured administrator.
import { ConfigError, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { AppError } from './platform/errors.ts';
import type { PasswordHasher } from './platform/passwords.ts';
import { createMemoryStore, createRateLimiter } from './platform/rate-limit.ts';
import { createStorage, type ObjectStorage } from './platform/storage/storage.ts';
import { seedDemoData } from './seed/demo.ts';

/** Answers whether the demo data was created now. The demo company's logo goes to `storage`. */
export async function prepareData(config: Config, database: Database, passwords: PasswordHasher, storage: ObjectStorage = createStorage(config)): Promise<boolean> {
  // NOTE: never a demo administrator beside a configured one, nor on a production site.
  const seeded = config.seedDemo ? await seedDemoData(database.db, passwords, storage, { withAdmin: !config.adminEmail && !config.production }) : false;
  if (config.adminEmail && config.adminPassword) {
    const auth = createAuthService({ config, database, passwords, limiter: createRateLimiter(createMemoryStore()) });
    try {
      await auth.ensureAdmin({ email: config.adminEmail, password: config.adminPassword });
    } catch (error) {
      // A weak or short ADMIN_PASSWORD stops the start with one line, as a bad variable does.
      if (error instanceof AppError) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${error.message}`);
      throw error;
    }
  }
  return seeded;
}
