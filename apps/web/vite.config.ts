import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each built text file the server sends as
 * is (scripts, styles, SVG), once at build time; the server picks the one the browser accepts.
 * Sent uncompressed, the entry script alone took 2 s over a slow mobile link.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !/\.(js|css|svg)$/.test(entry.name) || fs.statSync(file).size < 1024) continue;
        const content = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:3000', '/apis': 'http://localhost:3000', '/feeds': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Small shared chunks are inlined into the chunks that import them: a job page needed 15
    // requests before its first paint, most of them under 1 KB, each a round trip on a slow link.
    // The size is of the modules' source before minifying (docs/decisions/005-client-bundle.md).
    rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16_000 } } } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // Above the async wait of src/test-setup.ts, so a wait that gives up reports what it looked for.
    testTimeout: 15_000,
  },
});
