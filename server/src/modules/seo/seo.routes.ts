/**
 * GET /robots.txt and GET /sitemap.xml, served for real (before, the single-page fallback answered
 * them with index.html). Absolute URLs come from PUBLIC_URL, the address the site is reached at.
 */
import { Router, type RequestHandler } from 'express';
import { listSitemapEntries, renderRobots, renderSitemap } from './sitemap.service.js';

/** Search engines fetch these rarely; an hour keeps a new course out of the sitemap for at most that long. */
const CACHE_CONTROL = 'public, max-age=3600';

export function seoRouter(publicUrl: string): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(renderRobots(publicUrl));
  });
  router.get('/sitemap.xml', ((_req, res, next) => {
    listSitemapEntries().then((entries) => {
      res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(renderSitemap(publicUrl, entries));
    }, next);
  }) as RequestHandler);
  return router;
}
