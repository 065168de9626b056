/**
 * What a page of the site says about itself in its <head>, for search engines and link previews
 * (which run no script): its title (`{page} | {Site Name}`) and description in the page's language,
 * its canonical address, its share card (Open Graph, Twitter) and its structured data (JSON-LD).
 * A page with nothing to show (an unknown address, a course or job a guest cannot open) and the
 * signed-in areas are marked `noindex` and carry no card and no structured data.
 */
import { appPageId, appPagePath, DEFAULT_OFFICES, pageInEveryLanguage, pathInLanguage, publicPageModule, type Language, type PrivatePagePath } from '@ai-solutions/common';
import { translate, type ServerMessage } from '../../i18n/message.js';
import { i18nFor } from '../../i18n/server-i18n.js';
import type { PageLanguage } from '../../page-language.js';
import { listContactInfo, listFaqs, listGlobalOffices } from '../contact/index.js';
import { courseIn, getCourse } from '../courses/index.js';
import { getJob, jobIn } from '../jobs/index.js';
import { cachedAnswer, currentGeneration, storeAnswer } from '../public-cache/index.js';
import { listServices } from '../services/index.js';
import { getSettings, siteTextIn } from '../settings/index.js';
import { chooseLanguage } from '../../i18n/request-language.js';
import { PAGE_HEAD_MESSAGES as M } from './page-head.messages.js';
import { shareImagePath } from './share-image.js';
import { breadcrumbData, courseData, faqPageData, jobDescriptionHtml, jobPostingData, organizationData, type JsonLd, type Site } from './structured-data.js';

export type PageHead = {
  title: string;
  description: string;
  /** False: a page not to be listed (not found, or not public), with no card and no structured data. */
  indexable: boolean;
  /** The page's address in its language (absolute). */
  url: string;
  /** Its share card's image (absolute). */
  image: string;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
};

/** The static public pages: their name in the title and their description. */
const STATIC_PAGES: Readonly<Record<string, { name: ServerMessage; description: ServerMessage }>> = {
  '/about': { name: M.about, description: M.aboutDescription },
  '/services': { name: M.services, description: M.servicesDescription },
  '/courses': { name: M.courses, description: M.coursesDescription },
  '/career': { name: M.career, description: M.careerDescription },
  '/contact': { name: M.contact, description: M.contactDescription },
  '/terms': { name: M.terms, description: M.termsDescription },
  '/privacy': { name: M.privacy, description: M.privacyDescription },
};

/**
 * The pages behind sign-in, and the sign-in pages: their name in the title, so that a tab, a
 * bookmark or a screen reader tells them apart. Never listed (nothing there is for search engines).
 */
const PRIVATE_PAGES: Readonly<Record<PrivatePagePath, ServerMessage>> = {
  '/login': M.signIn,
  '/register': M.createAccount,
  '/forgot-password': M.forgotPassword,
  '/reset-password': M.resetPassword,
  '/dashboard': M.dashboard,
  '/dashboard/profile': M.profile,
  '/learn/{id}': M.learning,
  '/learn/{id}/{id}': M.learning,
  '/admin': M.adminDashboard,
  '/admin/courses': M.courseManagement,
  '/admin/courses/payments': M.payments,
  '/admin/courses/certificates': M.certificates,
  '/admin/courses/{id}/content': M.courseContent,
  '/admin/jobs': M.jobManagement,
  '/admin/jobs/{id}/applications': M.applications,
  '/admin/services': M.servicesManagement,
  '/admin/contact': M.contactManagement,
  '/admin/users': M.userManagement,
  '/admin/activity': M.activityLog,
  '/admin/outbox': M.outbox,
  '/admin/analytics': M.analyticsDashboard,
  '/admin/settings': M.systemSettings,
};

/** Search results cut a description near 160 characters; a longer one is cut at a word. */
const DESCRIPTION_LENGTH = 160;

export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The country of the business's first office (or, with none listed, of its default headquarters):
 * where applicants to a remote job that names no country may live.
 */
async function businessCountry(): Promise<string | undefined> {
  const offices = await listGlobalOffices(null, true);
  return offices[0]?.country ?? DEFAULT_OFFICES[0]?.country;
}

/**
 * The head of the page at `page` (its route path, without the language prefix, and its language).
 * `publicUrl`: the site's address, for absolute URLs.
 */
export async function pageHeadOf(publicUrl: string, page: PageLanguage): Promise<PageHead> {
  const { general } = await getSettings();
  const i18n = i18nFor(page.language);
  const say = (text: ServerMessage) => translate(i18n, text);
  const siteName = general.siteName;
  const titled = (name: string) => say(M.title(name, siteName));
  const urlOf = (path: string) => `${publicUrl}${pathInLanguage(path, page.language, page.defaultLanguage)}`;
  const url = urlOf(page.path);
  const site: Site = { name: siteName, url: publicUrl, logo: `${publicUrl}${shareImagePath('logo')}` };
  const defaultImage = `${publicUrl}${shareImagePath('site', undefined, undefined, page.language)}`;
  const siteDescription = siteTextIn(general, [page.language, chooseLanguage({ site: general.language })]).siteDescription;
  const base = { description: shortDescription(siteDescription), url, image: defaultImage, ogType: 'website' as const, jsonLd: [] };
  const notFound = (name: ServerMessage): PageHead => ({ ...base, title: titled(say(name)), indexable: false });

  const route = appPagePath(page.path);
  if (!route) return notFound(M.pageNotFound);
  // The sign-in pages, the dashboard and the back office: their name, and nothing to list.
  const privatePage = (PRIVATE_PAGES as Readonly<Record<string, ServerMessage | undefined>>)[route];
  if (privatePage) return { ...base, title: titled(say(privatePage)), indexable: false };
  if (!publicPageModule(route) && !STATIC_PAGES[route]) return { ...base, title: siteName, indexable: false };

  const breadcrumbs = (listPath: string, listName: ServerMessage, name: string) =>
    breadcrumbData([
      { name: say(M.home), url: urlOf('/') },
      { name: say(listName), url: urlOf(listPath) },
      { name, url },
    ]);

  if (route === '/courses/{id}') {
    const found = await getCourse(null, appPageId(page.path, route) ?? '');
    if (!found) return notFound(M.courseNotFound);
    // The course's own words in the page's language, else the site's, else the original.
    const course = courseIn(found, [page.language, chooseLanguage({ site: general.language })]);
    const image = `${publicUrl}${shareImagePath('course', String(course._id), course.updatedAt, page.language)}`;
    return {
      ...base,
      title: titled(course.title),
      description: shortDescription(course.description),
      indexable: true,
      image,
      ogType: 'article',
      jsonLd: [courseData(course, site, url, image, page.language), breadcrumbs('/courses', M.courses, course.title)],
    };
  }

  if (route === '/career/{id}') {
    const found = await getJob(null, appPageId(page.path, route) ?? '');
    if (!found) return notFound(M.jobNotFound);
    // The job's own words in the page's language, else the site's, else the original.
    const job = jobIn(found, [page.language, chooseLanguage({ site: general.language })]);
    const html = jobDescriptionHtml(job, { requirements: say(M.requirements), benefits: say(M.benefits) });
    return {
      ...base,
      title: titled(job.title),
      description: shortDescription(job.description),
      indexable: true,
      image: `${publicUrl}${shareImagePath('job', String(job._id), job.updatedAt, page.language)}`,
      ogType: 'article',
      jsonLd: [jobPostingData(job, site, html, await businessCountry()), breadcrumbs('/career', M.career, job.title)],
    };
  }

  if (route === '/') {
    const contact = await listContactInfo(null, true);
    const valueOf = (type: string) => contact.find((info) => info.type === type)?.value;
    const organization = organizationData(site, { email: valueOf('email'), phone: valueOf('phone'), address: valueOf('address') }, general.socialProfiles);
    return { ...base, title: siteName, indexable: true, jsonLd: [organization] };
  }

  const known = STATIC_PAGES[route];
  if (!known) return notFound(M.pageNotFound);
  let description = say(known.description);
  const jsonLd: JsonLd[] = [];
  if (route === '/services') {
    const { items } = await listServices(null, {}, { page: 1, pageSize: 8 });
    if (items.length) description = `${description} ${say(M.servicesList(items.map((service) => service.title).join(', ')))}`;
  }
  if (route === '/contact') {
    const faqs = await listFaqs(null, true);
    if (faqs.length) jsonLd.push(faqPageData(faqs));
  }
  return { ...base, title: titled(say(known.name)), description: shortDescription(description), indexable: true, jsonLd };
}

/** The `og:locale` of each language, and of the others as `og:locale:alternate`. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' };

export function languagesOf(page: PageLanguage): Language[] {
  return pageInEveryLanguage(page.path, page.defaultLanguage).map((version) => version.language);
}

/**
 * `pageHeadOf`, kept in the public-read cache (modules/public-cache) like the pages themselves: a
 * write to public content or the settings empties it, so a changed course's page has its new title.
 */
export async function cachedPageHead(publicUrl: string, page: PageLanguage): Promise<PageHead> {
  const { system } = await getSettings();
  const key = `head:${page.language}:${page.defaultLanguage}:${page.path}`;
  const hit = system.cacheEnabled ? cachedAnswer(key) : null;
  if (hit) return JSON.parse(hit.body.toString('utf8')) as PageHead;
  const generation = currentGeneration();
  const head = await pageHeadOf(publicUrl, page);
  if (system.cacheEnabled) storeAnswer(key, generation, { body: Buffer.from(JSON.stringify(head)), etag: '', contentType: 'application/json', storedAt: Date.now() });
  return head;
}
