/**
 * The code of the public page a visitor opens, announced in the page itself (issue 20): the web app
 * loads its layout and each page lazily, so without a hint the browser learns of them only after
 * the app's own script has run, and the page's content waits for three downloads one after the
 * other. With `<link rel="modulepreload">` for the page's chunks (from the build's manifest, the
 * chunk graph Vite wrote), they download beside the app's script.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_LAYOUT_MODULE, publicPageModule } from '@ai-solutions/common';

type Chunk = { file: string; imports?: string[] };
type Manifest = Record<string, Chunk>;

let cached: { path: string; mtimeMs: number; manifest: Manifest } | null = null;

async function manifestOf(clientDist: string): Promise<Manifest | null> {
  const path = join(clientDist, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.path !== path || cached.mtimeMs !== mtimeMs) cached = { path, mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null; // a build without a manifest: the page loads as before, without hints
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

/** `<link rel="modulepreload">` tags for the public page at `pathname`; '' for any other page. */
export async function pagePreloadLinks(clientDist: string, pathname: string): Promise<string> {
  const page = publicPageModule(pathname);
  const manifest = page ? await manifestOf(clientDist) : null;
  if (!page || !manifest?.[page]) return '';
  const loadedByApp = staticFiles(manifest, ['index.html']);
  return [...staticFiles(manifest, [PUBLIC_LAYOUT_MODULE, page])]
    .filter((file) => !loadedByApp.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
