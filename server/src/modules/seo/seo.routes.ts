/**
 * GET /robots.txt and GET /sitemap.xml, served for real (before, the single-page fallback answered
 * them with index.html); the job feeds (/jobs.xml, /jobs.json); the share cards' images (/og/…);
 * and the page heads the browser asks for after a navigation (/page-head). Absolute URLs come from
 * PUBLIC_URL, the address the site is reached at.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '@ai-solutions/common';
import { courseIn, getCourse } from '../courses/index.js';
import { getJob, jobIn, listOpenJobs } from '../jobs/index.js';
import { cachedAnswer, currentGeneration, encodedBody, ifNoneMatch, storeAnswer, type CachedAnswer } from '../public-cache/index.js';
import { getSettings, siteTextIn } from '../settings/index.js';
import { chooseLanguage } from '../../i18n/request-language.js';
import { jobBoard, renderIndeedFeed, type FeedSite } from './job-feeds.js';
import { pageHeadRouter } from './page-head.routes.js';
import { cachedPng, logoSvg, shareCardSvg } from './share-image.js';
import { listSitemapEntries, renderRobots, renderSitemap } from './sitemap.service.js';

/** Search engines fetch these rarely; an hour keeps a new course out of the sitemap for at most that long. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * An answer computed from public content, kept in the public-read cache (a write to a job empties
 * it, so a closed job leaves the feeds at once) and sent with an ETag, asked for again each time.
 */
async function sendPublic(req: Request, res: Response, key: string, contentType: string, produce: () => Promise<string>): Promise<void> {
  const { system } = await getSettings();
  let answer = system.cacheEnabled ? cachedAnswer(key) : null;
  if (!answer) {
    const generation = currentGeneration();
    const body = Buffer.from(await produce());
    answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, contentType, storedAt: Date.now() } satisfies CachedAnswer;
    if (system.cacheEnabled) storeAnswer(key, generation, answer);
  }
  res.set('Cache-Control', 'public, no-cache').set('ETag', answer.etag);
  if (ifNoneMatch(req, answer.etag)) {
    res.status(304).end();
    return;
  }
  res.type(answer.contentType).end(encodedBody(req, res, answer));
}

const handle = (fn: (req: Request, res: Response) => Promise<void>): RequestHandler => (req, res, next) => void fn(req, res).catch(next);

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

  const feedSite = async (): Promise<FeedSite> => ({ name: (await getSettings()).general.siteName, url: publicUrl, jobUrl: (id) => `${publicUrl}/career/${id}` });
  router.get(
    '/jobs.xml',
    handle((req, res) => sendPublic(req, res, 'feed:jobs.xml', 'application/xml; charset=utf-8', async () => renderIndeedFeed(await listOpenJobs(), await feedSite()))),
  );
  router.get(
    '/jobs.json',
    handle((req, res) => sendPublic(req, res, 'feed:jobs.json', 'application/json; charset=utf-8', async () => JSON.stringify(jobBoard(await listOpenJobs(), await feedSite())))),
  );

  const sendPng = (res: Response, png: Buffer) => res.set('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  /** The card's languages: the one the page asked for (`?lang=`), then the site's default. */
  const cardLanguages = (req: Request, general: { language: string }): Language[] => {
    const asked = typeof req.query['lang'] === 'string' && isLanguage(req.query['lang']) ? req.query['lang'] : null;
    const site = chooseLanguage({ site: general.language });
    return asked && asked !== site ? [asked, site] : [site];
  };
  router.get(
    '/og/site.png',
    handle(async (req, res) => {
      const { general } = await getSettings();
      const { siteDescription } = siteTextIn(general, cardLanguages(req, general));
      sendPng(res, await cachedPng(`site:${general.siteName}:${siteDescription}`, () => shareCardSvg({ title: general.siteName, detail: siteDescription, siteName: general.siteName })));
    }),
  );
  router.get(
    '/og/logo.png',
    handle(async (_req, res) => {
      sendPng(res, await cachedPng('logo', logoSvg));
    }),
  );
  router.get(
    '/og/:kind/:file',
    handle(async (req, res) => {
      const kind = String(req.params.kind);
      const id = /^(.+)\.png$/.exec(String(req.params.file))?.[1] ?? '';
      const { general } = await getSettings();
      const languages = cardLanguages(req, general);
      const card =
        kind === 'course'
          ? await getCourse(null, id).then((course) => course && { at: course.updatedAt, title: courseIn(course, languages).title, detail: course.instructor.name })
          : kind === 'job'
            ? await getJob(null, id).then((job) => job && { at: job.updatedAt, title: jobIn(job, languages).title, detail: `${job.company} · ${job.location}` })
            : null;
      if (!card) {
        res.status(404).type('text').send('Not found');
        return;
      }
      const key = `${kind}:${id}:${card.at.getTime()}:${general.siteName}:${card.title}`;
      sendPng(res, await cachedPng(key, () => shareCardSvg({ title: card.title, detail: card.detail || undefined, siteName: general.siteName })));
    }),
  );
  router.use(pageHeadRouter(publicUrl));
  return router;
}
