// npm run api:types: writes the web client's types from the API's OpenAPI document, so the client
// states no answer's shape by hand (docs/architecture.md#api-conventions).
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { CLIENT_TYPES_FILE, renderClientTypes } from './client-types.ts';

async function main() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const database = await openDatabase({});
  const app = await buildApp({ config, database, logger: false, tasks: { scheduled: false } });
  try {
    await app.ready();
    const root = path.resolve(import.meta.dirname, '../../../..');
    fs.writeFileSync(path.join(root, CLIENT_TYPES_FILE), await renderClientTypes(app));
    console.log(`Wrote ${CLIENT_TYPES_FILE}.`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
