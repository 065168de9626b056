/**
 * One file per step of taking over a server-rendered page (src/main.tsx), instead of one per set of
 * screens that share a module.
 *
 * The bundler splits the code by which lazily loaded parts use each module: a module that the MUI
 * step and thirty screens use lands in one small file, one that the MUI step and twenty of them use
 * in another. Split that way, a public page loads 68–99 files, and each `<link rel="modulepreload">` the page adds
 * costs the main thread about 0.6 ms in Chromium, in the middle of the take-over (Lighthouse's Total
 * Blocking Time on a slow phone). But every page runs the boot steps, in order, before any screen:
 * a module that a step runs is always loaded by then, whoever else uses it.
 *
 * So the modules each step runs (what it imports, less what an earlier step ran) form one file, and
 * a screen that uses one of them imports it from there. The steps still run one after another, each
 * in a task of its own, and each step's file holds exactly the modules that step ran before.
 *
 * The public pages' own modules (beyond the boot steps and the layout) get the same treatment: one
 * file per set of public pages that use them, whichever other screens also do, instead of one per
 * set of all screens. A page loads exactly the modules the bundler's own split would give it, in fewer files.
 *
 * Which modules a step runs is what the bundler's own split says once it has dropped unused code:
 * the module graph alone over-counts (a package's index names every module of the package, also
 * those only the back office uses). So the plugin first bundles the app without writing it, as the
 * build would, and reads the steps' files from that bundle.
 *
 * The steps, their order and their modules are the list src/main.tsx runs (src/app/boot/steps.ts),
 * read here through Vite's module runner; the public layout's module is the one the server preloads
 * (@ai-solutions/common's PUBLIC_LAYOUT_MODULE).
 */
import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
// From the package's source, not its build: Vite loads this config before any workspace is built
// (npm test builds the client and the server side by side, on a clean clone).
import { PUBLIC_LAYOUT_MODULE } from '../../packages/common/src/public-pages.ts';
import type { Plugin, UserConfig } from 'vite';
import { build, runnerImport } from 'vite';
import type { BootStep } from '../src/app/boot/steps.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '..');
const SRC_DIR = resolve(CLIENT_DIR, 'src');
/** index.html's script: its file keeps its own modules. */
const MAIN_ENTRY = resolve(SRC_DIR, 'main.tsx');
/** The list of boot steps src/main.tsx runs, which this plugin reads. */
const STEPS_FILE = resolve(SRC_DIR, 'app/boot/steps.ts');
/** A group of modules that gets a file of its own, by the module whose file starts it (a module id). */
export type BootGroup = { name: string; moduleId: string };

type BundledChunk = { facadeModuleId: string | null; moduleIds: string[]; imports: string[] };

/** Where a module goes: a boot step's file, or the file of the set of public pages that use it. */
export type Placement = { group: string; kind: 'boot' | 'public' };

/**
 * The app's layout, by module id: `srcDir` (the client's src/), whose main.tsx is index.html's
 * script and whose public/ holds the public site's screens (the pages, each a file of its own,
 * src/app/routes.tsx); and the groups that get a file each, in the order they run.
 */
export type AppLayout = { srcDir: string; groups: BootGroup[] };

/**
 * Where each module goes, by module id, from a bundle split the bundler's own way. A boot step's
 * modules: those of the files its import loads statically, less the entry's and an earlier step's.
 * Then a public page's: those of the files the page's file loads statically that no step took,
 * in a file per set of public pages that load them.
 */
export function placeModules(chunks: Record<string, BundledChunk>, app: AppLayout): Map<string, Placement> {
  const taken = new Set<string>();
  const placement = new Map<string, Placement>();
  const publicDir = `${resolve(app.srcDir, 'public')}${sep}`;
  // A module that is a file of its own (what an `import()` loads: a step's module, the routes, a
  // screen) stays one, under its name in the build manifest.
  const own = new Set(Object.values(chunks).flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : [])));
  /** The modules of `startFile` and of the files it imports statically. */
  const closure = (startFile: string): string[] => {
    const files = [startFile];
    const seen = new Set<string>();
    const ids: string[] = [];
    while (files.length) {
      const file = files.pop() as string;
      const chunk = chunks[file];
      if (!chunk || seen.has(file)) continue;
      seen.add(file);
      ids.push(...chunk.moduleIds);
      files.push(...chunk.imports);
    }
    return ids;
  };
  const movable = (id: string) => !own.has(id) && !id.startsWith('\0');
  const take = (startFile: string, step: string | null) => {
    for (const id of closure(startFile)) {
      if (taken.has(id)) continue;
      taken.add(id);
      if (step && movable(id)) placement.set(id, { group: step, kind: 'boot' });
    }
  };
  /** The file of the bundle that holds `moduleId`. */
  const fileOf = (moduleId: string, what: string) => {
    for (const [file, chunk] of Object.entries(chunks)) if (chunk.moduleIds.includes(moduleId)) return file;
    throw new Error(`build/boot-chunks.ts: no file of the bundle holds ${what} (${moduleId})`);
  };
  // The entry's file (index.html's script) holds src/main.tsx; its modules stay there.
  take(fileOf(resolve(app.srcDir, 'main.tsx'), 'src/main.tsx'), null);
  for (const group of app.groups) take(fileOf(group.moduleId, `the boot step ${group.name}`), group.name);
  // The public pages that load each module no step took.
  const pagesOf = new Map<string, Set<string>>();
  for (const [file, chunk] of Object.entries(chunks)) {
    const page = chunk.facadeModuleId;
    if (!page?.startsWith(publicDir) || !page.endsWith('.tsx')) continue;
    for (const id of closure(file)) {
      if (taken.has(id) || !movable(id)) continue;
      pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(page));
    }
  }
  for (const [id, pages] of pagesOf) {
    // By the pages' paths inside src/ (with /), so that a file's name does not depend on where the repository is.
    const key = [...pages].map((page) => relative(app.srcDir, page).split(sep).join('/')).sort().join('\n');
    placement.set(id, { group: `public-${createHash('sha1').update(key).digest('hex').slice(0, 8)}`, kind: 'public' });
  }
  return placement;
}

/** A group as the configuration names it: its module as written in `importer` (a specifier or an absolute path). */
type NamedGroup = { name: string; module: string; importer: string };

/**
 * The groups, in order: the steps of the list src/main.tsx runs (src/app/boot/steps.ts) that load
 * a module, then the public pages' layout (@ai-solutions/common's PUBLIC_LAYOUT_MODULE, which the
 * server preloads with every public page).
 */
async function readGroups(): Promise<NamedGroup[]> {
  // Through Vite's module runner: the list is TypeScript, and its loaders' imports run only when called.
  const { module } = await runnerImport<{ BOOT_STEPS: readonly BootStep[] }>(STEPS_FILE, { configFile: false, logLevel: 'silent', root: CLIENT_DIR });
  const steps = module.BOOT_STEPS.flatMap((step) => (step.module === null ? [] : [{ name: step.name, module: step.module, importer: STEPS_FILE }]));
  return [...steps, { name: 'public-layout', module: resolve(CLIENT_DIR, PUBLIC_LAYOUT_MODULE), importer: MAIN_ENTRY }];
}

type CodeSplittingGroup = {
  name: string | ((id: string) => string | null);
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/**
 * The plugin and the `output.codeSplitting` groups that put each step's modules in a file of its
 * own. `firstPass` is the client build's own configuration (without this plugin): the plugin
 * bundles the app with it once, without writing, to learn which modules each step runs.
 */
export async function bootChunks(firstPass: () => UserConfig): Promise<{ plugin: Plugin; groups: CodeSplittingGroup[] }> {
  const named = await readGroups();
  const placement = new Map<string, Placement>();
  const plugin: Plugin = {
    name: 'boot-chunks',
    apply: 'build',
    async buildStart() {
      const config = firstPass();
      const read: { chunks?: Record<string, BundledChunk>; groups?: BootGroup[] } = {};
      await build({
        ...config,
        configFile: false,
        logLevel: 'silent',
        plugins: [
          ...(config.plugins ?? []),
          {
            name: 'boot-chunks:read-split',
            async buildEnd() {
              // Each group's module resolved the bundler's way, from where it is written.
              const groups: BootGroup[] = [];
              for (const group of named) {
                const moduleId = (await this.resolve(group.module, group.importer))?.id;
                if (!moduleId) return this.error(`build/boot-chunks.ts: ${group.name}'s module ${group.module} cannot be resolved`);
                groups.push({ name: group.name, moduleId });
              }
              // A step's module is one its loader imports: a list whose `module` and `load` disagree would group the wrong code.
              const imported = new Set(this.getModuleInfo(STEPS_FILE)?.dynamicallyImportedIds ?? []);
              for (const [index, group] of groups.entries()) {
                if (named[index]?.importer === STEPS_FILE && !imported.has(group.moduleId)) {
                  this.error(`build/boot-chunks.ts: the boot step ${group.name} names ${group.moduleId}, which its load() does not import (src/app/boot/steps.ts)`);
                }
              }
              read.groups = groups;
            },
            generateBundle(_options, bundle) {
              read.chunks = Object.fromEntries(
                Object.entries(bundle).flatMap(([file, output]) =>
                  output.type === 'chunk' ? [[file, { facadeModuleId: output.facadeModuleId, moduleIds: output.moduleIds, imports: output.imports }]] : [],
                ),
              );
            },
          },
        ],
        // Only the split matters: nothing written, nothing minified.
        build: { ...config.build, write: false, minify: false, manifest: false, emptyOutDir: false, copyPublicDir: false, reportCompressedSize: false },
      });
      if (!read.chunks || !read.groups) return this.error('build/boot-chunks.ts: the first pass bundled nothing');
      placement.clear();
      for (const [id, place] of placeModules(read.chunks, { srcDir: SRC_DIR, groups: read.groups })) placement.set(id, place);
    },
  };
  // One group per step, an earlier step's first: a module an earlier step's group took stays there.
  const groups: CodeSplittingGroup[] = named.map((group, index) => ({ name: group.name, test: (id: string) => placement.get(id)?.group === group.name, priority: 100 - index }));
  // The public pages' sets, each module exactly where it was placed: a module's imports are used by
  // every page that uses it, so they sit in the file of the same set or of a larger one, and no two
  // of these files import each other.
  groups.push({
    name: (id) => (placement.get(id)?.kind === 'public' ? (placement.get(id)?.group ?? null) : null),
    test: (id) => placement.get(id)?.kind === 'public',
    priority: 50,
    includeDependenciesRecursively: false,
  });
  return { plugin, groups };
}
