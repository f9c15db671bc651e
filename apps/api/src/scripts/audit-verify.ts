// npm run audit:verify — walks the audit trail in order and checks every row's hash and link.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyAuditChain } from '../platform/audit.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      console.log(`Audit trail intact: ${result.rows} rows.`);
    } else {
      console.error(`Audit trail broken at row ${result.brokenId} (seq ${result.brokenAt}), after ${result.rows} intact rows: ${result.reason}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
