/**
 * The server's render of a public page, built by `npm run build -w client` into
 * dist/.ssr/ (vite.config.ts) and loaded by the production server (server/src/ssr/). It renders the
 * page a guest sees, with its data, so the browser paints content before any script has run; the
 * browser then hydrates that markup (main.tsx) with the same data.
 *
 * The server passes `execute`, which runs an operation against its own schema as a guest: the data
 * comes in-process, never over HTTP from the server to itself.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { from, map } from 'rxjs';
import { SOURCE_LANGUAGE, splitLanguagePath } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';
import { AppProviders } from './app/AppProviders';
import { preloadScreens, routes, screenBundlesAt } from './app/routes';
import { createI18n } from './i18n/create-i18n';
import { loadBundles } from './i18n/load-bundles';
import { RENDERED_AT_ATTRIBUTE, scriptSafeJson, SSR_STATE_ID } from './app/ssr-state';
import { BOOT_SCRIPT } from './app/boot-script';
import { loadMuiLocale } from './app/theme/mui-locale';
import { THEME_INIT_SCRIPT } from './app/theme/theme-init-script';

export type ServerOperation = { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined };
export type ExecuteOperation = (operation: ServerOperation) => Promise<FormattedExecutionResult>;

export type RenderedPage = {
  /** The page's markup, for the inside of #root. */
  html: string;
  /** For the end of <head>: the page's critical CSS (MUI/Emotion). */
  head: string;
  /** For the end of <body>, before the app's script: the Apollo cache, as JSON data. */
  state: string;
};

/**
 * Inline scripts for the page's <head> (the server allows each by its hash in the CSP). The boot
 * script loads the app's code from #app-code, which the server writes in place of index.html's script tags.
 */
export const HEAD_SCRIPTS: readonly string[] = [THEME_INIT_SCRIPT, BOOT_SCRIPT];
export { APP_CODE_ID } from './app/boot-script';

/**
 * Renders `url` (path and query) as a guest sees it, in `language` (the page's `<html lang>`, which
 * the browser then renders in too). Throws when anything went wrong (a failed operation, a render
 * error, `signal` aborted): the server then sends the client-only page, so a half-rendered page
 * never reaches the browser to be thrown away by a failed hydration.
 */
export async function renderPage(url: string, execute: ExecuteOperation, signal: AbortSignal, language: Language = SOURCE_LANGUAGE): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'), { signal });
  // The page's language prefix (`/es/...`), as the browser's router takes it (i18n/page-language.ts).
  const { prefix } = splitLanguagePath(new URL(request.url).pathname, language);
  const basename = prefix === `/${language}` ? prefix : undefined;
  const handler = createStaticHandler(routes, basename ? { basename } : undefined);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  if (context.errors) throw new Error('the route failed');
  const { pathname } = new URL(request.url);
  // This render's own Lingui instance: renders in other languages may run at the same time.
  const i18n = createI18n(language);
  await Promise.all([preloadScreens(pathname, undefined, basename), loadBundles(i18n, ['site', ...screenBundlesAt(pathname, basename)]), loadMuiLocale(language)]);

  const failures: unknown[] = [];
  const link = new ApolloLink((operation) =>
    from(execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })).pipe(
      map((result) => {
        if (result.errors?.length) failures.push(new Error(`${operation.operationName ?? 'an operation'}: ${result.errors.map((e) => e.message).join('; ')}`));
        return result;
      }),
    ),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  // Text that depends on the time is written as of now, in UTC; the page says when (components/format/clock.ts).
  const renderedAt = Date.now();
  const styles = createCache({ key: 'css' });
  // Styles are collected (below), not written as <style> elements between the page's elements.
  styles.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);

  const { result, aborted } = await prerenderStatic({
    tree: (
      <CacheProvider value={styles}>
        <AppProviders client={client} i18n={i18n} renderedAt={renderedAt}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    ),
    signal,
    // One piece of HTML: no boundary is left for an inline script to reveal later (React outlines
    // large boundaries that way by default), which the CSP would refuse and hydration would redo.
    renderFunction: (tree) => prerender(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) }),
  });
  if (aborted || signal.aborted) throw new Error('the render took too long');
  if (failures.length) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
  return {
    html: result,
    head: criticalCss(styles),
    state: `<script type="application/json" id="${SSR_STATE_ID}" ${RENDERED_AT_ATTRIBUTE}="${renderedAt}">${scriptSafeJson(client.extract())}</script>`,
  };
}

/**
 * The styles the render used, as Emotion's browser cache picks them up again (it adopts
 * `<style data-emotion="css …">` elements instead of inserting their rules a second time).
 */
function criticalCss(cache: EmotionCache): string {
  const global: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // Class styles are registered under "key-id"; what is not is a <Global> sheet (CssBaseline, the theme's variables).
    if (cache.registered[`${cache.key}-${id}`] === undefined) global.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    else {
      ids.push(id);
      rules += css;
    }
  }
  return `${global.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}
