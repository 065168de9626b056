/**
 * The message catalogs of lingui.config.ts as the compile and check scripts see them: which side
 * each belongs to, and the bundles the browser loads them in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import type { LinguiConfigNormalized } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

export type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];

export const ROOT = dirname(dirname(dirname(import.meta.dirname)));

export function linguiConfig(): LinguiConfigNormalized {
  return getConfig({ cwd: ROOT, configPath: `${ROOT}/lingui.config.ts` });
}

/** A catalog's name: its PO file's name without the language (`home` for client/src/locales/{locale}/home). */
export const catalogName = (catalog: Catalog): string => basename(catalog.path);

/** Where a catalog's PO files live, relative to the repository: client/src/locales, server/src/locales… */
const home = (catalog: Catalog): string => relative(ROOT, catalog.path);

export const isClientCatalog = (catalog: Catalog): boolean => home(catalog).startsWith('client/');
export const isServerCatalog = (catalog: Catalog): boolean => home(catalog).startsWith('server/');
export const isSharedCatalog = (catalog: Catalog): boolean => home(catalog).startsWith('packages/common/');

/** Catalogs every page of the site needs, loaded before its first render. */
const SITE = ['common', 'site'];
/** The public pages' catalogs that the account pages and the back office also show (course and job labels, forms). */
const SHOWN_BEYOND_PUBLIC = (name: string) => name !== 'legal';

/** A bundle: the catalogs whose messages it holds, and, for a public page's own, the source files they come from. */
export type ClientBundle = { catalogs: string[]; sources?: ReadonlySet<string> };

/**
 * The browser loads catalogs in bundles, one file per bundle and language: `site` on every page,
 * then the bundle of each screen shown (client/src/app/routes.tsx names it). A public page's
 * bundle holds only its own messages: its folder's catalog, and in a folder of several pages (the
 * course list and a course's page) only the messages of the files the page imports
 * (`publicPageBundle`); `account` and `admin` hold everything those screens can show, the public
 * pages' labels included, since they import them.
 */
export function clientBundles(catalogs: Catalog[]): Record<string, ClientBundle> {
  const client = catalogs.filter(isClientCatalog).map(catalogName);
  const shared = catalogs.filter(isSharedCatalog).map(catalogName);
  const publicPages = client.filter((name) => !SITE.includes(name) && name !== 'account' && name !== 'admin' && !name.startsWith('admin-'));
  const bundles: Record<string, ClientBundle> = { site: { catalogs: [...shared, ...SITE] } };
  for (const folder of publicPages) {
    const pages = pagesOf(folder);
    if (pages.length < 2) bundles[folder] = { catalogs: [folder] };
    else for (const [page, sources] of pageSources(folder, pages)) bundles[publicPageBundle(`src/public/${folder}/${page}`)] = { catalogs: [folder], sources };
  }
  const account = ['account', ...publicPages.filter(SHOWN_BEYOND_PUBLIC)];
  bundles['account'] = { catalogs: account };
  bundles['admin'] = { catalogs: [...client.filter((name) => name === 'admin' || name.startsWith('admin-')), ...account] };
  return bundles;
}

const PUBLIC_DIR = join(ROOT, 'client/src/public');

/** A public folder's pages: its top-level `*Page.tsx` files, each a screen of routes.tsx. */
function pagesOf(folder: string): string[] {
  const dir = join(PUBLIC_DIR, folder);
  return existsSync(dir) ? readdirSync(dir).filter((file) => /^[A-Z]\w*Page\.tsx$/.test(file)).sort() : [];
}

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The catalog bundle of a public page's own messages, by its module (`src/public/courses/CourseDetailsPage.tsx`):
 * the folder's name when the folder holds one page (`home`), else the page's (`course-details`, `courses`).
 */
export function publicPageBundle(pageModule: string): string {
  const [, folder = '', page = ''] = /^src\/public\/([^/]+)\/([^/]+)$/.exec(pageModule) ?? [];
  return pagesOf(folder).length < 2 ? folder : kebab(page.replace(/Page\.tsx$/, ''));
}

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The source file an import names, with its extension, or undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * Each page's source files (repository-relative) in a folder of several pages: those the page
 * reaches through imports inside the folder (static or lazy), and the folder's files that no page
 * reaches (their messages go with every page, the safe side).
 */
function pageSources(folder: string, pages: string[]): Map<string, ReadonlySet<string>> {
  const dir = join(PUBLIC_DIR, folder);
  const reach = (page: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [join(dir, page)];
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
        const imported = resolveImport(file, specifier);
        if (imported?.startsWith(`${dir}/`)) queue.push(imported);
      }
    }
    return seen;
  };
  const reached = new Map(pages.map((page) => [page, reach(page)]));
  const all = new Set([...reached.values()].flatMap((files) => [...files]));
  const unreached = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !all.has(file));
  const repo = (file: string) => relative(ROOT, file);
  return new Map([...reached].map(([page, files]) => [page, new Set([...files, ...unreached].map(repo))]));
}
