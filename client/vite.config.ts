/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { resolve } from 'node:path';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3001}`;

export default defineConfig({
  plugins: [
    react(),
    // Every text asset also as .br and .gz, compressed once here at the highest levels, so the server
    // sends them without compressing per request (server/src/client-serving.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages (@ai-solutions/common) are bundled from their TypeScript sources (their
    // `source` export condition), so the client needs no build of them first.
    conditions: ['source', ...defaultClientConditions],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
