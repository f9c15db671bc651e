// npm run db:migrate: brings the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
// to the current schema and exits, for deployments that migrate as a step before starting instances.
// The server migrates at start-up as well; under the migration lock, instances then find nothing to do.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirectoryLockedError } from '../db/lock.ts';
import { prepareTaskTables } from '../platform/tasks/task-queue.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareTaskTables(database.sql);
    const { rows } = (await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: [{ applied: number }] };
    const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`The schema of ${where} is current: ${rows[0].applied} migrations applied.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirectoryLockedError ? error.message : error);
  process.exit(1);
});
