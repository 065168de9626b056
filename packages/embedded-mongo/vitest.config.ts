import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file starts its own store; two workers match the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
  },
});
