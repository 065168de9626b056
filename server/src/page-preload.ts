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

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
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

/**
 * `<link rel="modulepreload">` tags for the page at `pathname`. The app's entry imports React,
 * Apollo Client, MUI, the router and the app in steps (client/src/main.tsx): every page gets their
 * files, so they download together instead of after the entry has run. A public page also gets its
 * screens' code (the public layout and the page); any other page's screen is the app's to find.
 */
export async function pagePreloadLinks(clientDist: string, pathname: string): Promise<string> {
  const manifest = await manifestOf(clientDist);
  if (!manifest?.['index.html']) return '';
  const page = publicPageModule(pathname);
  const screens = page && manifest[page] ? [PUBLIC_LAYOUT_MODULE, page] : [];
  const inIndexHtml = staticFiles(manifest, ['index.html']);
  const files = new Set([...staticFiles(manifest, manifest['index.html'].dynamicImports ?? []), ...staticFiles(manifest, screens)]);
  return [...files]
    .filter((file) => !inIndexHtml.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
