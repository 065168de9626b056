/**
 * GET /robots.txt and GET /sitemap.xml, served for real (before, the single-page fallback answered
 * them with index.html). Absolute URLs come from PUBLIC_URL, the address the site is reached at.
 */
import { Router, type RequestHandler } from 'express';
import { isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import { getSettings } from '../settings/settings.service.js';
import { listSitemapEntries, renderRobots, renderSitemap } from './sitemap.service.js';

/** Search engines fetch these rarely; an hour keeps a new course out of the sitemap for at most that long. */
const CACHE_CONTROL = 'public, max-age=3600';

export function seoRouter(publicUrl: string): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(renderRobots(publicUrl));
  });
  router.get('/sitemap.xml', ((_req, res, next) => {
    Promise.all([listSitemapEntries(), getSettings()]).then(([entries, { general }]) => {
      const defaultLanguage = isLanguage(general.language) ? general.language : SOURCE_LANGUAGE;
      res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(renderSitemap(publicUrl, entries, defaultLanguage));
    }, next);
  }) as RequestHandler);
  return router;
}
