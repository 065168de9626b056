import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadScreenBundle } from '../i18n/screen-catalogs';
import type { CatalogBundle } from '../i18n/load-bundles';

/** A screen or layout whose code loads on first use; `preload()` fetches it ahead, with its messages (`bundle`). */
export type LazyScreen = ComponentType & { preload: () => Promise<void>; bundle: CatalogBundle | undefined };

/**
 * A screen or layout loaded on first use from its own chunk: `name` is the module's export, and
 * `bundle` the message catalogs it shows (README › Languages), loaded with its code in the page's
 * language, so the screen never renders before its words are there.
 *
 * Unlike a bare React.lazy, it can be loaded ahead (`preload`), and once loaded it renders the
 * screen itself, without suspending. A server-rendered page relies on that: the server and the
 * browser load the page's screens before they render (routes.tsx `preloadScreens`), so hydration
 * finds the same markup and never swaps the server's page for a spinner.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K, bundle?: CatalogBundle): LazyScreen {
  const loaded: { screen?: ComponentType } = {};
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= Promise.all([load(), loadScreenBundle(bundle)]).then(
      ([module]) => {
        loaded.screen = module[name];
      },
      (error: unknown) => {
        loading = null; // a chunk that failed to download (a deploy, a flaky link) is asked for again next time
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded.screen as ComponentType })));
  function Screen() {
    const Loaded = loaded.screen;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Screen, { preload, bundle });
}

/**
 * A screen from a list of screens loaded on first use (admin/admin-screens.ts): loads the list, then
 * the screen's code and messages, and renders it, all in one suspension.
 */
export function lazyScreenFrom<M extends Record<K, LazyScreen>, K extends keyof M & string>(loadList: () => Promise<M>, name: K): LazyScreen {
  return lazyScreen(async () => {
    const list = await loadList();
    await list[name].preload();
    return list;
  }, name);
}
