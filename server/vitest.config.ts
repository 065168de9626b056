import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships both index.mjs and index.js; Node (and so Apollo and graphql-tools) loads the
    // CommonJS one, and two copies cannot share a schema. Point our sources at the same file.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  // The embedded store is a workspace package: tests run its TypeScript sources (its `source`
  // export condition), so no build is needed first.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file starts its own in-memory embedded store; two workers match the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    // A worker's files share its loaded modules: the app's code (Apollo, Express, mongoose and ours)
    // is loaded once per worker, not once per file. What a process caches across requests is cleared
    // before each file (test/setup/fresh-process.ts), so each file still meets a fresh process.
    isolate: false,
    setupFiles: ['test/setup/fresh-process.ts'],
  },
});
