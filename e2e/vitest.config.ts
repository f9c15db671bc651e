import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One browser at a time beside the server keeps the 2-core machine steady.
    fileParallelism: false,
  },
});
