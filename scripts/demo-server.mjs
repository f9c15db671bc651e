// The product on a fresh embedded database with the demo data, on a free port: what the scripts
// that look at it as a visitor would (Lighthouse, screenshots) run against.
import { spawn } from 'node:child_process';
import net from 'node:net';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * Starts `node …args` in `cwd` with its data in `dataDir`, and resolves once it answers its
 * liveness check. `env` adds to the demo settings (no PostgreSQL, no Redis, demo accounts seeded).
 */
export async function startDemoServer({ args, cwd, dataDir, env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    if (await fetch(`${base}/v1/health/live`).then((r) => r.ok, () => false)) return { base, child };
  }
  child.kill();
  throw new Error('The server did not answer within two minutes.');
}
