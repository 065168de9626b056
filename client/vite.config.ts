/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocumentsPerModule } from './build/graphql-documents';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3001}`;

/**
 * react-router's package exports name only its development build (no `production` condition), so
 * a production bundle would carry its development warnings; builds take its production files.
 */
const reactRouterDist = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionBuildsOnly = [
  { find: /^react-router$/, replacement: resolve(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    // Only the operations a screen uses load with it (build/graphql-documents.ts).
    graphqlDocumentsPerModule(resolve(import.meta.dirname, 'src/__generated__')),
    react(),
    // Every text asset also as .br and .gz, compressed once here at the highest levels, so the server
    // sends them without compressing per request (server/src/client-serving.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages (@ai-solutions/common) are bundled from their TypeScript sources (their
    // `source` export condition), so the client needs no build of them first.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? productionBuildsOnly : [],
  },
  server: {
    port: 5173,
    proxy: {
      // `ws`: GraphQL subscriptions (the live notification bell) share the /graphql path.
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph the weight budgets are checked on (build/check-bundle-budgets.ts).
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // GraphiQL's packages carry React Compiler directives that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // Two pages: the product, and the offline GraphQL explorer the server shows at /graphql.
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        explorer: resolve(import.meta.dirname, 'explorer.html'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
  },
}));
