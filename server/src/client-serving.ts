/**
 * The built client: its fingerprinted assets, precompressed at build time (brotli and gzip, see
 * client/vite.config.ts) and sent in the encoding the browser accepts, cached for a year; its pages
 * with the history-API fallback, never cached without asking again.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { renderIndexPage } from './modules/settings/index-page.js';
import { pagePreloadLinks } from './page-preload.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function serveClient(app: Express, clientDist: string): void {
  if (!existsSync(join(clientDist, 'index.html'))) return;
  const files = expressStaticGzip(clientDist, {
    enableBrotli: true,
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
    pagePreloadLinks(clientDist, req.path)
      .then((preload) => renderIndexPage(clientDist, preload))
      .then(
        (html) => res.status(200).set('Cache-Control', 'no-cache').type('html').send(html),
        () => next(), // a page missing for a moment (a rebuild) is a 404, not a server error
      );
  }) as RequestHandler);
}

/** Vite fingerprints everything under assets/, so those files can be kept for a year unchanged. */
function cacheHeaders(res: ServerResponse, root: string, path: string): void {
  const inRoot = relative(root, path);
  if (inRoot.startsWith(`assets${sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
  else if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
}
