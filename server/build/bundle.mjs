#!/usr/bin/env node
/**
 * Bundles the compiled server (dist/serve.js and everything it imports, our code and the npm
 * packages alike) into dist/bundle/ with esbuild, which main.js loads instead of the ~2,000 separate
 * files when tracing is off. Node 20 finds, reads and compiles each file of an import graph one by one;
 * a few large files halve the time to load the code, the largest step of a restart
 * (`npm run bench:startup`). Code loaded on demand (dynamic import()) stays in chunks of its own, so
 * what the server loads lazily is still loaded lazily.
 *
 * Left outside the bundle, imported from node_modules as usual:
 * - packages with native binaries (.node files esbuild cannot bundle);
 * - pdfkit, which requires its fonts through its package.json's "imports" map at run time, and
 *   exceljs, which calls the deprecated Buffer() (Node warns when that happens outside node_modules):
 *   both load with the first PDF or XLSX, not at start;
 * - the embedded store, which starts its worker thread from its own files;
 * - dist/tracing.js, so the bundle shares the instance `--import` loaded (it holds the SDK to stop).
 * With tracing on, main.js loads the unbundled files instead: OpenTelemetry patches packages as
 * they are imported, which it cannot do to code inside a bundle.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const server = join(import.meta.dirname, '..');
const outdir = join(server, 'dist', 'bundle');

/** dist/tracing.js, imported by its path relative to the bundle's files. */
const tracingOutside = {
  name: 'tracing-outside',
  setup(b) {
    b.onResolve({ filter: /(^|\/)tracing\.js$/ }, (args) => (args.importer.startsWith(join(server, 'dist')) ? { path: '../tracing.js', external: true } : undefined));
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: { serve: join(server, 'dist', 'serve.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The compiled files' source maps are followed, so stack traces still name server/src/*.ts.
  sourcemap: 'linked',
  sourcesContent: false,
  external: ['@node-rs/argon2', '@resvg/resvg-js', '@ai-solutions/embedded-mongo', 'pdfkit', 'exceljs'],
  plugins: [tracingOutside],
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server bundled into dist/bundle in ${Math.round(performance.now() - started)} ms`);
