/**
 * The stack floor: builds build/stack-floor-app/ (the least page the stack can make: React
 * DOM, Apollo Client, React Router, MUI with the app's theme) with the app's production settings, and
 * weighs its JavaScript, gzip, as the budgets weigh the app's. It is what the product's pages are
 * compared with: no page of this product can load less with these libraries.
 *
 * `tsx build/stack-floor.ts` prints its files and weight; `--out DIR` keeps the built page there
 * (`npm run bench:web` serves it beside the product, as its Lighthouse reference).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { productionBuildsOnly } from '../vite.config';
import { gzipSize } from './bundle-weight';

export type StackFloor = { dir: string; bytes: number; files: { file: string; bytes: number }[] };

/** Builds the floor into `outDir` (a new temporary folder if not given; the caller removes it) and weighs it. */
export async function buildStackFloor(outDir?: string): Promise<StackFloor> {
  const dir = outDir ?? mkdtempSync(join(tmpdir(), 'stack-floor-'));
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'stack-floor-app'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: productionBuildsOnly },
    build: { outDir: dir, emptyOutDir: true },
  });
  const assets = join(dir, 'assets');
  const files = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipSize(assets, file) }))
    .sort((a, b) => b.bytes - a.bytes);
  // Every step's file listed in the page, as the product's server lists them (server/src/page-preload.ts),
  // so they download at once.
  const page = join(dir, 'index.html');
  const links = files.map(({ file }) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`).join('');
  writeFileSync(page, readFileSync(page, 'utf8').replace('</head>', `${links}</head>`));
  return { dir, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

if (process.argv[1] === import.meta.filename) {
  const out = process.argv.indexOf('--out');
  const floor = await buildStackFloor(out > 0 ? resolve(process.argv[out + 1] ?? '') : undefined);
  for (const { file, bytes } of floor.files) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${file}`);
  console.log(`${(floor.bytes / 1024).toFixed(1).padStart(7)} kB  stack floor, gzip`);
  if (out < 0) rmSync(floor.dir, { recursive: true, force: true });
}
