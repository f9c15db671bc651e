// npm run create-admin -- --email E --password P [--first-name F --last-name L]
// Creates an administrator, or promotes an existing account (whose sessions are then revoked).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { requireStrongPassword } from '../platform/password-strength.ts';
import { createPasswordHasher } from '../platform/passwords.ts';
import { createMemoryStore, createRateLimiter } from '../platform/rate-limit.ts';
import { RegistrationPassword } from '@jobboard/contracts/auth';
import { EmailField } from '@jobboard/contracts/fields';

const usage = 'Usage: npm run create-admin -- --email you@example.org --password "a passphrase of a few unrelated words" [--first-name F] [--last-name L]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = EmailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`${email.error.issues[0]?.message}.\n${usage}`);
  // Checked here before the database opens (ensureAdmin checks again, for every other caller).
  const password = values.password ?? '';
  const shape = RegistrationPassword.safeParse(password);
  if (!shape.success) throw new Error(`${shape.error.issues[0]?.message}.\n${usage}`);
  const owner = { email: email.data, firstName: values['first-name'] ?? null, lastName: values['last-name'] ?? null };
  await requireStrongPassword(password, owner, 'password').catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  });
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const auth = createAuthService({
      config,
      database,
      passwords: createPasswordHasher(1),
      limiter: createRateLimiter(createMemoryStore()),
    });
    const { created } = await auth.ensureAdmin({
      email: email.data,
      password,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    });
    console.log(created ? `Administrator ${email.data} created.` : `${email.data} is now an administrator; its sessions were revoked.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
