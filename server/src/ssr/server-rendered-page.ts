/**
 * The public pages rendered on the server, with their data, for every visitor: the page
 * a guest sees (a signed-in visitor's session lives in the browser, which updates the page after
 * hydrating). The browser paints the content from the HTML, before any script has run.
 *
 * - Kept in memory per URL in the public-read cache (modules/public-cache), so a write to public
 *   content, a settings change, or another process's write (about a second later) empties it; its
 *   TTL bounds a page's age whatever happens. "Cache Enabled" off renders every request.
 * - Maintenance Mode on, a render error, or a render slower than RENDER_TIMEOUT_MS: the visitor
 *   gets the client-only page (and the error is logged), never a 500.
 * - Its HTTP status is kept with it: 404 for a course or job page that shows "not found"
 *   (page-status.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import { cachedAnswer, currentGeneration, storeAnswer, type CachedAnswer } from '../modules/public-cache/index.js';
import { countCacheLookup } from '../modules/metrics/index.js';
import { getSettings } from '../modules/settings/index.js';
import type { ExecuteOperation, PageRenderer, RenderedPage } from './page-renderer.js';
import { pageStatus } from './page-status.js';

/** Past this, the visitor gets the client-only page rather than wait longer. */
export const RENDER_TIMEOUT_MS = 3000;

const ROOT_ELEMENT = '<div id="root"></div>';

export type ServerRenderedPages = {
  /**
   * The rendered page's HTML and status (`status`, 200 when absent), or null when the client-only
   * page should be sent. `page`: its language and its route's path (without the language prefix).
   */
  page: (req: Request, shell: string, page: { language: string; path: string }) => Promise<CachedAnswer | null>;
  /** `script-src` sources the rendered pages need (their inline head scripts' hashes). */
  scriptHashes: string[];
};

export function serverRenderedPages(clientDist: string, renderer: PageRenderer, guestExecutor: (req: Request, language: string) => ExecuteOperation): ServerRenderedPages {
  /** Renders of the same URL running now: a burst of visitors on a cold page renders it once. */
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  async function render(req: Request, shell: string, page: { language: string; path: string }, key: string, cacheEnabled: boolean): Promise<CachedAnswer | null> {
    const generation = currentGeneration();
    // The page's status beside its render, read by the same guest (a lookup by id; kept with the page).
    const execute = guestExecutor(req, page.language);
    const status = pageStatus(page.path, execute);
    let rendered: RenderedPage;
    try {
      rendered = await renderer.renderPage(req.originalUrl, execute, AbortSignal.timeout(RENDER_TIMEOUT_MS), page.language);
    } catch (err) {
      req.log.error({ err }, 'server render failed; sent the page rendered in the browser');
      return null;
    }
    const html = assemble(await inlineStylesheets(clientDist, shell), renderer, rendered);
    if (!html) {
      req.log.warn('index.html has no empty #root; sent the page rendered in the browser');
      return null;
    }
    const body = Buffer.from(html);
    const answer: CachedAnswer = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: 'text/html; charset=utf-8',
      status: await status,
      storedAt: Date.now(),
    };
    if (cacheEnabled) storeAnswer(key, generation, answer);
    return answer;
  }

  return {
    scriptHashes: renderer.scriptHashes,
    page: async (req, shell, page) => {
      const { system } = await getSettings();
      // The maintenance page depends on who is signed in, which only the browser knows.
      if (system.maintenanceMode) return null;
      // The shell carries the site's name and the page's preload links: part of what is cached.
      const key = `page:${page.language}:${req.originalUrl}\n${createHash('sha1').update(shell).digest('base64url')}`;
      const hit = system.cacheEnabled ? cachedAnswer(key) : null;
      if (system.cacheEnabled) countCacheLookup('page', hit ? 'hit' : 'miss');
      if (hit) return hit;
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render(req, shell, page, key, system.cacheEnabled).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      return rendering;
    },
  };
}

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * The shell (index.html with the site's title and the page's preload links) with the render in it.
 * The page paints from its HTML and inline CSS alone; its script tags move into a list (#app-code)
 * that the boot script loads once the page has painted (client/src/app/boot-script.ts), so the
 * app's code no longer competes with the first paint (on a slow phone, 240 kB of it did).
 */
function assemble(shell: string, renderer: PageRenderer, rendered: RenderedPage): string | null {
  if (!shell.includes(ROOT_ELEMENT) || !shell.includes('</head>')) return null;
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  const preload = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  // A shell without the app's script (not a build of ours) keeps whatever tags it has.
  const appCode = entry ? `<script type="application/json" id="${renderer.appCodeId}">${JSON.stringify({ entry, preload }).replace(/</g, '\\u003c')}</script>` : '';
  const withoutCode = entry ? shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '') : shell;
  // Functions as replacements: a `$&` in the page's text stays text.
  return withoutCode
    .replace('</head>', () => `${appCode}${renderer.headScripts}${rendered.head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>${rendered.state}`);
}

/** Built stylesheets by path: fingerprinted, so never changed under the same name. */
const stylesheets = new Map<string, string>();
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The app's own stylesheet (the emoji font's @font-face rules, a few kB) inline, so the first
 * paint waits for no request but the page's. One that cannot be read stays a link.
 */
async function inlineStylesheets(clientDist: string, shell: string): Promise<string> {
  const files = [...shell.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  for (const file of files) {
    if (!stylesheets.has(file)) {
      const css = await readFile(join(clientDist, file), 'utf8').catch(() => null);
      if (css !== null && !css.includes('</')) stylesheets.set(file, css);
    }
  }
  return shell.replace(STYLESHEET, (link, file: string) => {
    const css = stylesheets.get(file);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}
