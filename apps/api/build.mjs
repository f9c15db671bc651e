// Bundles the server into dist/server.mjs so it starts without compiling TypeScript at run time
// (DESIGN.md §9: listening within 1 s). npm packages stay external; the workspace's own
// TypeScript packages (@jobboard/*) are bundled in. Migrations are copied beside the bundle.
import fs from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
fs.rmSync(new URL('dist', here), { recursive: true, force: true });
const entries = { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts' };

await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, new URL(file, here).pathname])),
  outdir: new URL('dist', here).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@jobboard/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
fs.rmSync(new URL('dist/migrations', here), { recursive: true, force: true });
fs.cpSync(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
