import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { bootChunks } from './build/boot-chunks.ts';
import { graphqlDocumentsPerModule } from './build/graphql-documents.ts';
import { linguiMacros as linguiMacrosFrom } from './build/lingui-macros.ts';
import { preloadOnlyMissing } from './build/preload-deps.ts';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3001}`;

/**
 * react-router's package exports name only its development build (no `production` condition), so
 * a production bundle would carry its development warnings; builds take its production files.
 */
const reactRouterDist = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
export const productionBuildsOnly = [
  { find: /^react-router$/, replacement: resolve(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(reactRouterDist, 'dom-export.mjs') },
];

/** Lingui's macros compiled to plain calls with their message ids (client/build/lingui-macros.ts). */
const linguiMacros = () => linguiMacrosFrom(resolve(import.meta.dirname, '../lingui.config.ts'));

const onwarn: NonNullable<NonNullable<UserConfig['build']>['rollupOptions']>['onwarn'] = (warning, warn) => {
  // GraphiQL's packages carry React Compiler directives that bundling drops harmlessly.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/**
 * `vite build --ssr` (the second step of `npm run build`): the server's render of the public pages
 * (src/entry-server.tsx), into dist/.ssr/ beside the client it renders for (a dot-folder,
 * which the server never serves as a file). Everything it imports is bundled in, React and MUI
 * included: the production image installs the server's dependencies only.
 */
const serverRender: UserConfig = {
  plugins: [graphqlDocumentsPerModule(resolve(import.meta.dirname, 'src/__generated__')), linguiMacros(), react()],
  resolve: { alias: productionBuildsOnly },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  // React's and Emotion's production code whatever NODE_ENV the server runs with (tests run it as "test").
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { input: resolve(import.meta.dirname, 'src/entry-server.tsx'), onwarn },
  },
};

/**
 * What the client's production build bundles, and how: also the first pass of build/boot-chunks.ts,
 * which bundles the app once to learn which modules each boot step runs. A function: each build
 * gets plugins of its own.
 */
const clientBundle = (): UserConfig => ({
  plugins: [
    // Only the operations a screen uses load with it (build/graphql-documents.ts).
    graphqlDocumentsPerModule(resolve(import.meta.dirname, 'src/__generated__')),
    linguiMacros(),
    react(),
  ],
  root: import.meta.dirname,
  resolve: {
    // Workspace packages (@ai-solutions/common) are bundled from their TypeScript sources (their
    // `source` export condition), so the client needs no build of them first.
    conditions: ['source', ...defaultClientConditions],
    alias: productionBuildsOnly,
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      onwarn,
      // Two pages: the product, and the offline GraphQL explorer the server shows at /graphql.
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        explorer: resolve(import.meta.dirname, 'explorer.html'),
      },
    },
  },
});

/**
 * Component tests that need a process of their own: MUI shows a tooltip on keyboard focus only when
 * the element matches `:focus-visible`, which jsdom's selector engine decides from the input
 * events it has seen, and in a shared worker it has seen the earlier files' clicks.
 */
const FRESH_DOCUMENT_TESTS = ['src/admin/analytics/AnalyticsPage.test.tsx'];

const TEST_PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'components',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: FRESH_DOCUMENT_TESTS,
      // A worker's files share its loaded modules (React, MUI, Apollo and ours are loaded once per
      // worker, not once per file); each file still gets a new jsdom document, and setup.ts cleans
      // up after each test. About a third off the suite's time.
      isolate: false,
    },
  },
  { extends: true, test: { name: 'fresh-document', include: FRESH_DOCUMENT_TESTS, isolate: true } },
];

export default defineConfig(async ({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRender;
  const bundle = clientBundle();
  // One file per boot step of a server-rendered page (build/boot-chunks.ts); the dev server and tests load modules one by one.
  const boot = command === 'build' ? await bootChunks(clientBundle) : null;
  // A lazily loaded part preloads only the files its importer does not already load (build/preload-deps.ts).
  const preload = preloadOnlyMissing();
  return {
    ...bundle,
    plugins: [
      ...(bundle.plugins ?? []),
      boot?.plugin,
      preload.plugin,
      // Every text asset also as .br and .gz, compressed once here at the highest levels, so the server
      // sends them without compressing per request (server/src/client-serving.ts).
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    ],
    resolve: { ...bundle.resolve, alias: command === 'build' ? productionBuildsOnly : [] },
    server: {
      port: 5173,
      proxy: {
        // `ws`: GraphQL subscriptions (the live notification bell) share the /graphql path.
        '/graphql': { target: apiTarget, ws: true },
        '/api': apiTarget,
        '/healthz': apiTarget,
        // The next page's head after a navigation, and the share cards' images (server/src/modules/seo).
        '/page-head': apiTarget,
        '/og': apiTarget,
      },
    },
    build: {
      ...bundle.build,
      // dist/.vite/manifest.json: the chunk graph the weight budgets are checked on (build/check-bundle-budgets.ts).
      manifest: true,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: { ...bundle.build?.rolldownOptions, output: boot ? { codeSplitting: { groups: boot.groups } } : {} },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Vitest's default in a run is one worker fewer than the cores: one worker on the 2-core
      // machines, where the suite's ~80 jsdom files then ran one after the other (the server's
      // suite takes two the same way).
      maxWorkers: 2,
      projects: TEST_PROJECTS,
    },
  };
});
