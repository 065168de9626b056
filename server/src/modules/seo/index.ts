/**
 * The seo module: what crawlers, aggregators and link previews read of the public site (page heads
 * and structured data, robots.txt, sitemap, job feeds, share images). Its routes live outside /api
 * (the app mounts seo.routes.ts); the descriptor lists them for the OpenAPI document.
 */
export { pageHeadTags } from './page-head.routes.js';
export { cachedPageHead } from './page-head.service.js';
export { seoRouter } from './seo.routes.js';
