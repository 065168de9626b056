/**
 * A page's head tags, in the page the server sends (client-serving.ts) and, for the browser after
 * a navigation inside the app, at GET /page-head?path=/de/courses/abc as JSON: the next page's
 * title, description and tags, the same the server would have sent with that page.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { isPrivatePage, LANGUAGES, publicPageModule } from '@ai-solutions/common';
import { languageAlternates, pageLanguageOf, type PageLanguage } from '../../page-language.js';
import { getSettings } from '../settings/index.js';
import { renderHeadTags } from './page-head.render.js';
import { cachedPageHead, languagesOf, type PageHead } from './page-head.service.js';

/** Everything the page's <head> gets besides its title and description; `head` null: it could not be read. */
export function pageHeadTags(publicUrl: string, page: PageLanguage, head: PageHead | null, siteName: string): string {
  if (!head) return publicPageModule(page.path) ? languageAlternates(publicUrl, page) : '';
  if (!head.indexable) return renderHeadTags(head, page.language, [], siteName);
  return `${languageAlternates(publicUrl, page)}${renderHeadTags(head, page.language, languagesOf(page), siteName)}`;
}

const PATH_MESSAGE = 'path must be a page address starting with /';
const LANG_MESSAGE = `lang must be one of ${LANGUAGES.join(', ')}`;

/** The query of GET /page-head. */
export const PageHeadQuery = z.object({
  path: z.string({ error: PATH_MESSAGE }).startsWith('/', { error: PATH_MESSAGE }).meta({ description: 'The page\'s address on this site, with its language prefix', example: '/de/courses/665f1c2b8e4a3b0012345678' }),
  lang: z
    .enum(LANGUAGES, { error: LANG_MESSAGE })
    .optional()
    .meta({ description: 'The reader\'s language, for a sign-in page or a page behind sign-in (their addresses carry no language); a public page is in the language of its address', example: 'fr' }),
});

/** The answer of GET /page-head. */
export const PageHeadAnswer = z.object({
  title: z.string().meta({ description: 'The <title>: `{page} | {Site Name}` in the page\'s language' }),
  description: z.string().meta({ description: 'The meta description' }),
  tags: z.string().meta({ description: "The head's other tags as HTML: canonical, hreflang alternates, Open Graph and Twitter card, robots, JSON-LD" }),
});

export function pageHeadRouter(publicUrl: string): Router {
  const router = Router();
  router.get('/page-head', ((req, res, next) => {
    const query = PageHeadQuery.safeParse(req.query);
    if (!query.success) {
      const field = query.error.issues[0]?.path[0] === 'lang' ? 'lang' : 'path';
      const message = field === 'lang' ? LANG_MESSAGE : PATH_MESSAGE;
      res.status(400).json({ message, errors: { [field]: message } });
      return;
    }
    const { path, lang } = query.data;
    getSettings()
      .then(async ({ general }) => {
        const addressed = pageLanguageOf(new URL(path, 'http://localhost').pathname, general.language);
        // A page behind sign-in speaks its reader's language, whatever the address.
        const page = lang && isPrivatePage(addressed.path) ? { ...addressed, language: lang } : addressed;
        const head = await cachedPageHead(publicUrl, page);
        res
          .set('Cache-Control', 'no-cache')
          .json({ title: head.title, description: head.description, tags: pageHeadTags(publicUrl, page, head, general.siteName) } satisfies z.output<typeof PageHeadAnswer>);
      })
      .catch(next);
  }) as RequestHandler);
  return router;
}
