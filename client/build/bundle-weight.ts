/**
 * The weight of what a browser downloads, read from Vite's build manifest (dist/.vite/manifest.json):
 * the JavaScript a page needs before it can show anything, and what each lazily loaded screen adds.
 * Sizes are gzip at level 9, the .gz files the build writes beside each asset.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export function weight(dist: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(dist, file);
  return total;
}

/**
 * What the app's entry runs before it can show or take over a page: index.html's script with its
 * static imports, and the parts it imports in steps (the dynamic imports of client/src/app/boot/steps.ts,
 * the list main.tsx runs: React, Apollo Client, MUI, the router, the app), by manifest key.
 */
export function appEntry(manifest: Manifest): string[] {
  return ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])];
}

/** The routes module, which imports every screen lazily. */
const ROUTES = 'src/app/routes.tsx';

/** The lists of screens that routes.tsx loads on first use (`lazyScreenFrom`), by manifest key. */
const SCREEN_LISTS = /^src\/\w+\/\w+-screens\.ts$/;

/** The lazily loaded screens (routes.tsx's dynamic imports, and those of the lists it loads), by manifest key. */
export function screens(manifest: Manifest): string[] {
  const routes = manifest[ROUTES];
  if (!routes) throw new Error(`The build manifest has no entry ${ROUTES}`);
  return (routes.dynamicImports ?? []).flatMap((screen) => (SCREEN_LISTS.test(screen) ? (manifest[screen]?.dynamicImports ?? []) : [screen]));
}
