/**
 * What a lazily loaded part asks the browser to preload: Vite writes, beside each `import()`, the
 * list of files the imported part needs (`__vitePreload`), every one of them, also those the
 * importing file itself imports statically. Those the browser has by the time the importing file
 * runs: listing them only adds weight (routes.tsx lists the boot steps' files for each of its
 * forty-odd screens, in a file every page loads). So each list leaves out the files that the
 * importing file loads statically, itself included; what is left is what the import may need to fetch.
 *
 * Vite calls `resolveDependencies` while it writes the lists (in its own generateBundle); the
 * plugin keeps the bundle's chunk graph, read just before.
 */
import type { Plugin } from 'vite';

type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** `host` and every file it imports statically, transitively. */
export function staticFiles(imports: ChunkImports, host: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    (imports.get(file) ?? []).forEach(visit);
  };
  visit(host);
  return files;
}

/** The files to preload for an import in `host`: `deps`, less what `host` loads statically. */
export function missingDeps(imports: ChunkImports, host: string, deps: readonly string[]): string[] {
  const loaded = staticFiles(imports, host);
  return deps.filter((dep) => !loaded.has(dep));
}

export function preloadOnlyMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let imports: ChunkImports = new Map();
  return {
    plugin: {
      name: 'preload-only-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])));
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => missingDeps(imports, hostId, deps),
  };
}
