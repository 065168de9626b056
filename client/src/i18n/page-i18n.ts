/**
 * The browser's one Lingui instance for the page, in the page's language (page-language.ts). Only
 * the browser imports this module (main.tsx, App.tsx); the server makes one instance per render.
 */
import { createI18n } from './create-i18n';
import { loadBundles } from './load-bundles';
import { pageLanguage } from './page-language';
import { setScreenBundleLoader } from './screen-catalogs';

export const pageI18n = createI18n(pageLanguage(document));

setScreenBundleLoader((bundle) => loadBundles(pageI18n, [bundle]));

/** What every page needs before its first render: the header, footer, menus and shared parts. */
export const loadSiteMessages = (): Promise<void> => loadBundles(pageI18n, ['site']);
