// Bundles the server into dist/server.mjs (or the folder given: `node build.mjs <dir>`) so it starts
// without compiling TypeScript or resolving hundreds of package files at run time (listening
// within 1 s: docs/architecture.md#performance-budgets). npm packages are bundled in too, which
// took the time to listening from about 825 to 685 ms on a slow day, except those that read files
// beside their own code or load a native or WebAssembly binary (KEEP_EXTERNAL). Migrations are
// copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const KEEP_EXTERNAL = [
  '@electric-sql/pglite', // WebAssembly and data files
  '@node-rs/argon2', // native binary
  '@fastify/swagger', // reads its package.json
  '@fastify/swagger-ui', // serves its own static files
  'pino', // resolves its worker files for log transports
  'pg-native', // optional, never installed
  'ioredis', // loaded only with REDIS_URL
  'nodemailer', // loaded only when the first mail is sent
  'sharp', // native binary (libvips), for company logos
];
const isExternal = (specifier) => KEEP_EXTERNAL.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const here = path.dirname(new URL(import.meta.url).pathname);
const outdir = path.resolve(here, process.argv[2] ?? 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
// The two worker threads' entries sit beside the server's (db/pglite-thread.ts, platform/password-strength.ts).
const entries = { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts', 'password-strength-worker': 'src/platform/password-strength-worker.ts' };

await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(here, file)])),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: 'keep-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
