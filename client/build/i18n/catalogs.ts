/**
 * The message catalogs of lingui.config.ts as the compile and check scripts see them: which side
 * each belongs to, and the bundles the browser loads them in.
 */
import { basename, dirname, relative } from 'node:path';
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

/**
 * The browser loads catalogs in bundles, one file per bundle and language: `site` on every page,
 * then the bundle of each screen shown (client/src/app/routes.tsx names it). A public page's
 * bundle holds only its own catalog; `account` and `admin` hold everything those screens can
 * show, the public pages' labels included, since they import them.
 */
export function clientBundles(catalogs: Catalog[]): Record<string, string[]> {
  const client = catalogs.filter(isClientCatalog).map(catalogName);
  const shared = catalogs.filter(isSharedCatalog).map(catalogName);
  const publicPages = client.filter((name) => !SITE.includes(name) && name !== 'account' && name !== 'admin' && !name.startsWith('admin-'));
  const bundles: Record<string, string[]> = { site: [...shared, ...SITE] };
  for (const page of publicPages) bundles[page] = [page];
  bundles['account'] = ['account', ...publicPages.filter(SHOWN_BEYOND_PUBLIC)];
  bundles['admin'] = [...client.filter((name) => name === 'admin' || name.startsWith('admin-')), ...bundles['account']];
  return bundles;
}
