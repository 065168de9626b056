/**
 * What search engines may list: the public pages of the site (spec section 1) and every course and
 * job page a guest can open, as a sitemap (sitemaps.org protocol 0.9) and the robots.txt naming it.
 */
import { listPublicCourseRefs } from '../courses/index.js';
import { listOpenJobRefs } from '../jobs/index.js';
import { pageInEveryLanguage, type Language } from '@ai-solutions/common';

/** The public screens that are the same for everyone (the account and admin screens are not listed). */
export const PUBLIC_PAGES = ['/', '/about', '/services', '/courses', '/career', '/contact', '/terms', '/privacy'] as const;

/** The signed-in areas and the APIs: nothing there for a search engine. */
export const DISALLOWED_PATHS = ['/admin', '/dashboard', '/api/', '/graphql'] as const;

export type SitemapEntry = { path: string; lastModified?: Date };

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [courses, jobs] = await Promise.all([listPublicCourseRefs(), listOpenJobRefs()]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...courses.map((c) => ({ path: `/courses/${c.id}`, lastModified: c.updatedAt })),
    ...jobs.map((j) => ({ path: `/career/${j.id}`, lastModified: j.updatedAt })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * One `<url>` per page and language (the default language at the plain path), each naming the same
 * page in every language and the default one as `x-default` (Google's hreflang in sitemaps).
 */
export function renderSitemap(baseUrl: string, entries: SitemapEntry[], defaultLanguage: Language): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const versions = pageInEveryLanguage(path, defaultLanguage);
    const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(baseUrl + href)}"/>`;
    const alternates = [...versions.map((v) => link(v.language, v.path)), link('x-default', versions[0]?.path ?? path)].join('');
    return versions.map((version) => `  <url><loc>${escapeXml(baseUrl + version.path)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
