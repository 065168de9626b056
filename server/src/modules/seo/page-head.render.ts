/**
 * A page's head (page-head.service.ts) as the tags at the end of <head>: `noindex` for a page not
 * to be listed; else its share card (Open Graph, Twitter) and its structured data. The title and
 * description fill index.html's own elements (settings/index-page.ts). Every tag carries
 * `data-page-head`, so the browser can swap them for the next page's after a navigation.
 */
import type { Language } from '@ai-solutions/common';
import { OG_LOCALES, type PageHead } from './page-head.service.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image.js';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no `</script>` (or `<!--`) can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export function renderHeadTags(head: PageHead, language: Language, languages: readonly Language[], siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" ${PAGE_HEAD_ATTRIBUTE}>`;
  if (!head.indexable) return meta('name', 'robots', 'noindex');
  return [
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', head.title),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...languages.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${scriptSafeJson(data)}</script>`),
  ].join('');
}
