/**
 * The built client: its fingerprinted assets, precompressed at build time (brotli and gzip, see
 * client/vite.config.ts) and sent in the encoding the browser accepts, cached for a year; its pages
 * with the history-API fallback, never cached without asking again.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { publicPageModule } from '@ai-solutions/common';
import { encodedBody, ifNoneMatch, type CachedAnswer } from './modules/public-cache/index.js';
import { getSettings, renderIndexPage } from './modules/settings/index.js';
import { pageLanguageOf } from './page-language.js';
import { cachedPageHead, pageHeadTags } from './modules/seo/index.js';
import { pageCode, preloadLinks } from './page-preload.js';
import type { ServerRenderedPages, ShellPage } from './ssr/server-rendered-page.js';
import { fillPageTemplate, readPageTemplate } from './ssr/page-template.js';
import type { PageStatus } from './ssr/page-status.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `publicUrl`: the site's address, for the public pages' canonical and alternate links.
 * `ssr`: the public pages rendered on the server; without it, every page is the client-only index.html.
 * `statusOf`: the HTTP status of the client-only page at a route's path (the address without its
 * language prefix), also what a failed or skipped server render falls back to.
 */
export function serveClient(app: Express, clientDist: string, publicUrl: string, ssr: ServerRenderedPages | null, statusOf: (req: Request, path: string) => Promise<PageStatus>): void {
  if (!existsSync(join(clientDist, 'index.html'))) return;
  const files = expressStaticGzip(clientDist, {
    enableBrotli: true,
    // "/" is a page like any other (below), not the index.html file: it is server-rendered.
    index: false,
    orderPreference: ['br', 'gzip'],
    serveStatic: { index: false, maxAge: '1h', setHeaders: (res, path) => cacheHeaders(res, clientDist, path) },
  });
  app.use(((req, res, next) => {
    files(req, res, (err?: unknown) => {
      // A file listed at start-up but gone since (a rebuild): not found, and not marked as compressed.
      if (!res.headersSent) res.removeHeader('Content-Encoding');
      next(err);
    });
  }) as RequestHandler);
  // A missing script or style is a 404: answering it with the page would hand the browser HTML as code.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.get(/.*/, ((req, res, next) => {
    if (!req.accepts('html')) return next();
    void getSettings().then(({ general }) => {
      const page = pageLanguageOf(req.path, general.language);
      // The default language has no prefix: its prefixed address sends the visitor to the plain one.
      if (!page.isCanonical) {
        res.redirect(301, `${page.path}${req.url.slice(req.path.length)}`);
        return;
      }
      const isPublicPage = !!publicPageModule(page.path);
      // A head that cannot be read (the database away) leaves the site's title: the page itself still goes out.
      const head = cachedPageHead(publicUrl, page).catch((err: unknown) => {
        req.log.warn({ err }, "the page's head could not be read; sent the site's title");
        return null;
      });
      Promise.all([pageCode(clientDist, page.path), head])
        .then(async ([code, pageHead]) => ({ code, pageHead, index: await renderIndexPage(clientDist, page.language, pageHead ?? undefined) }))
        .then(
          async ({ code, pageHead, index }) => {
            const shell = shellPage(req, index, pageHeadTags(publicUrl, page, pageHead, general.siteName), code);
            const rendered = ssr && isPublicPage && shell ? await ssr.page(req, shell, page).catch(() => null) : null;
            if (rendered) sendRendered(req, res, rendered, ssr?.scriptHashes ?? []);
            else res.status(await statusOf(req, page.path)).set('Cache-Control', 'no-cache').type('html').send(shell?.html ?? index);
          },
          () => next(), // a page missing for a moment (a rebuild) is a 404, not a server error
        )
        .catch(next);
    }, next);
  }) as RequestHandler);
}

/**
 * The client-only page: index.html's slots filled with the page's head tags, the build's tags for
 * the app's code and the page's preload links. Null, and logged, for an index.html without its
 * slots: the visitor gets it as built (the app still loads from its script tag).
 */
function shellPage(req: Request, index: string, headTags: string, code: ShellPage['code']): ShellPage | null {
  try {
    const template = readPageTemplate(index);
    const html = fillPageTemplate(template, { head: `${headTags}${template.code}${preloadLinks(code?.preload ?? [])}`, html: '', state: '' });
    return { html, template, headTags, code };
  } catch (err) {
    req.log.error({ err }, 'index.html cannot take the page; sent it as built');
    return null;
  }
}

/** A server-rendered page: compressed once per encoding while cached, asked for again each time (ETag). */
function sendRendered(req: Request, res: Response, page: CachedAnswer, scriptHashes: string[]): void {
  // Its inline <head> scripts are allowed by their hashes, and no other inline script is.
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string' && scriptHashes.length) res.setHeader('Content-Security-Policy', csp.replace(/script-src ([^;]*)/, `script-src $1 ${scriptHashes.join(' ')}`));
  res.setHeader('Cache-Control', 'no-cache');
  const status = page.status ?? 200;
  // A validator and a 304 are for a page that is there: a 404 is sent whole (RFC 9110 13.2.1).
  if (status === 200) {
    res.setHeader('ETag', page.etag);
    if (ifNoneMatch(req, page.etag)) {
      res.status(304).end();
      return;
    }
  }
  res.status(status).type(page.contentType).end(encodedBody(req, res, page));
}

/** Vite fingerprints everything under assets/, so those files can be kept for a year unchanged. */
function cacheHeaders(res: ServerResponse, root: string, path: string): void {
  const inRoot = relative(root, path);
  if (inRoot.startsWith(`assets${sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
  else if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
}
