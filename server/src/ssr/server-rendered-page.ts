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
import type { PageCode } from '../page-preload.js';
import type { ExecuteOperation, PageRenderer, RenderedPage } from './page-renderer.js';
import { fillPageTemplate, type PageTemplate } from './page-template.js';
import { pageStatus } from './page-status.js';

/** Past this, the visitor gets the client-only page rather than wait longer. */
export const RENDER_TIMEOUT_MS = 3000;

/** The page as the browser alone would get it, and what it is made of, for the render to fill in. */
export type ShellPage = {
  /** The client-only page (index.html's slots filled). */
  html: string;
  template: PageTemplate;
  /** The page's own head tags (title, canonical and share card). */
  headTags: string;
  /** Its code from the build's manifest; null for a build without one. */
  code: PageCode | null;
};

export type ServerRenderedPages = {
  /**
   * The rendered page's HTML and status (`status`, 200 when absent), or null when the client-only
   * page should be sent. `page`: its language and its route's path (without the language prefix).
   */
  page: (req: Request, shell: ShellPage, page: { language: string; path: string }) => Promise<CachedAnswer | null>;
  /** `script-src` sources the rendered pages need (their inline head scripts' hashes). */
  scriptHashes: string[];
};

export function serverRenderedPages(clientDist: string, renderer: PageRenderer, guestExecutor: (req: Request, language: string) => ExecuteOperation): ServerRenderedPages {
  /** Renders of the same URL running now: a burst of visitors on a cold page renders it once. */
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  async function render(req: Request, shell: ShellPage, page: { language: string; path: string }, key: string, cacheEnabled: boolean): Promise<CachedAnswer | null> {
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
    const html = assemble(shell, await stylesheets(clientDist, shell.code?.css ?? []), renderer, rendered);
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
      const key = `page:${page.language}:${req.originalUrl}\n${createHash('sha1').update(shell.html).digest('base64url')}`;
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

/**
 * The page: index.html's slots filled with the render. It paints from its HTML and inline CSS
 * alone; the app's code (index.html's script and everything the page preloads, from the build's
 * manifest) is listed as JSON (#app-code) instead of the build's script and link tags, and the boot
 * script loads it once the page has painted (client/src/app/boot-script.ts), so the app's code no
 * longer competes with the first paint (on a slow phone, 240 kB of it did).
 */
function assemble(shell: ShellPage, styles: string, renderer: PageRenderer, rendered: RenderedPage): string {
  const { code } = shell;
  const appCode = code
    ? `<script type="application/json" id="${renderer.appCodeId}">${JSON.stringify({ entry: code.entry, preload: [...code.entryImports, ...code.preload] }).replace(/</g, '\\u003c')}</script>`
    : // A build without a manifest (not a build of ours) keeps whatever tags it has.
      shell.template.code;
  return fillPageTemplate(shell.template, {
    head: `${shell.headTags}${styles}${appCode}${renderer.headScripts}${rendered.head}`,
    html: rendered.html,
    state: rendered.state,
  });
}

/** Built stylesheets by address: fingerprinted, so never changed under the same name. */
const stylesheetTexts = new Map<string, string>();

/**
 * index.html's stylesheets (the emoji font's @font-face rules, a few kB) inline, so the first
 * paint waits for no request but the page's. One that cannot be read stays a link.
 */
async function stylesheets(clientDist: string, files: string[]): Promise<string> {
  const tags: string[] = [];
  for (const file of files) {
    if (!stylesheetTexts.has(file)) {
      const css = await readFile(join(clientDist, file), 'utf8').catch(() => null);
      if (css !== null && !css.includes('</')) stylesheetTexts.set(file, css);
    }
    const css = stylesheetTexts.get(file);
    tags.push(css === undefined ? `<link rel="stylesheet" crossorigin href="${file}">` : `<style>${css}</style>`);
  }
  return tags.join('');
}
