/**
 * A page's head tags, in the page the server sends (client-serving.ts) and, for the browser after
 * a navigation inside the app, at GET /page-head?path=/de/courses/abc as JSON: the next page's
 * title, description and tags, the same the server would have sent with that page.
 */
import { Router, type RequestHandler } from 'express';
import { publicPageModule } from '@ai-solutions/common';
import { languageAlternates, pageLanguageOf, type PageLanguage } from '../../page-language.js';
import { getSettings } from '../settings/settings.service.js';
import { renderHeadTags } from './page-head.render.js';
import { cachedPageHead, languagesOf, type PageHead } from './page-head.service.js';

/** Everything the page's <head> gets besides its title and description; `head` null: it could not be read. */
export function pageHeadTags(publicUrl: string, page: PageLanguage, head: PageHead | null, siteName: string): string {
  if (!head) return publicPageModule(page.path) ? languageAlternates(publicUrl, page) : '';
  if (!head.indexable) return renderHeadTags(head, page.language, [], siteName);
  return `${languageAlternates(publicUrl, page)}${renderHeadTags(head, page.language, languagesOf(page), siteName)}`;
}

export function pageHeadRouter(publicUrl: string): Router {
  const router = Router();
  router.get('/page-head', ((req, res, next) => {
    const path = typeof req.query.path === 'string' && req.query.path.startsWith('/') ? req.query.path : null;
    if (!path) {
      res.status(400).json({ message: 'path must be a page address starting with /', errors: { path: 'path must be a page address starting with /' } });
      return;
    }
    getSettings()
      .then(async ({ general }) => {
        const page = pageLanguageOf(new URL(path, 'http://localhost').pathname, general.language);
        const head = await cachedPageHead(publicUrl, page);
        res
          .set('Cache-Control', 'no-cache')
          .json({ title: head.title, description: head.description, tags: pageHeadTags(publicUrl, page, head, general.siteName) });
      })
      .catch(next);
  }) as RequestHandler);
  return router;
}
