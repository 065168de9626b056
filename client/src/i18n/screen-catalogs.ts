import type { CatalogBundle } from './load-bundles';

type BundleLoader = (bundle: CatalogBundle) => Promise<void>;

let loader: BundleLoader | null = null;

/**
 * How a screen's catalog bundle is loaded along with its code (app/lazy-screen.ts): the browser
 * registers its page's instance here (page-i18n.ts). The server registers nothing: it loads every
 * bundle of the page's language into the render's own instance before rendering (entry-server.tsx).
 */
export function setScreenBundleLoader(load: BundleLoader): void {
  loader = load;
}

export function loadScreenBundle(bundle: CatalogBundle | undefined): Promise<void> {
  return bundle && loader ? loader(bundle) : Promise.resolve();
}
