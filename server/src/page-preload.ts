/**
 * The code of the page a visitor opens, announced in the page itself: the web app loads
 * its parts, its layout and each page lazily, so without a hint the browser learns of them only
 * after the app's own script has run, and the page's content waits for downloads one after the
 * other. With `<link rel="modulepreload">` for the page's chunks (from the build's manifest, the
 * chunk graph Vite wrote), they download beside the app's script.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_LAYOUT_MODULE, publicPageModule } from '@ai-solutions/common';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

let cached: { path: string; mtimeMs: number; manifest: Manifest } | null = null;

async function manifestOf(clientDist: string): Promise<Manifest | null> {
  const path = join(clientDist, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.path !== path || cached.mtimeMs !== mtimeMs) cached = { path, mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null; // a build without a manifest: the page loads without hints
  }
}

/** The files `keys` load statically, their own files included. */
function staticFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/** The files index.html's script imports statically, in the order the build lists them in index.html (each after what it imports). */
function entryImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const files: string[] = [];
  for (const next of manifest[key]?.imports ?? []) {
    if (seen.has(next)) continue;
    seen.add(next);
    files.push(...entryImports(manifest, next, seen), manifest[next]?.file ?? '');
  }
  return files.filter(Boolean);
}

/** The code of a page, as addresses: what the build put in index.html, and what the server adds for the page. */
export type PageCode = {
  /** index.html's script. */
  entry: string;
  /** Its static imports, which the build announces in index.html itself (modulepreload). */
  entryImports: string[];
  /** index.html's stylesheets. */
  css: string[];
  /**
   * The rest of the page's code: the app's entry imports React, Apollo Client, MUI, the router and
   * the app in steps (client/src/app/boot/steps.ts), so every page gets their files, and they
   * download together instead of after the entry has run. A public page also gets its screens'
   * code (the public layout and the page); any other page's screen is the app's to find.
   */
  preload: string[];
};

/** The page at `pathname`'s code from the build's manifest, or null for a build without one. */
export async function pageCode(clientDist: string, pathname: string): Promise<PageCode | null> {
  const manifest = await manifestOf(clientDist);
  const index = manifest?.['index.html'];
  if (!manifest || !index) return null;
  const page = publicPageModule(pathname);
  const screens = page && manifest[page] ? [PUBLIC_LAYOUT_MODULE, page] : [];
  const inIndexHtml = staticFiles(manifest, ['index.html']);
  const files = new Set([...staticFiles(manifest, index.dynamicImports ?? []), ...staticFiles(manifest, screens)]);
  const url = (file: string) => `/${file}`;
  return {
    entry: url(index.file),
    entryImports: entryImports(manifest, 'index.html').map(url),
    css: (index.css ?? []).map(url),
    preload: [...files].filter((file) => !inIndexHtml.has(file) && file.endsWith('.js')).map(url),
  };
}

/** `<link rel="modulepreload">` tags for `files`. */
export function preloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}
