// Its own file: one app (and one mongoose connection) per test process.
// What search engines and link previews read of each public page without running a script: its
// title and description in the page's language, canonical address, share card and structured data
// (checked against the properties Google documents as required); and the job feeds.
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const clientDir = join(import.meta.dirname, '..', '..', 'client');
const SITE = 'https://www.example.test';

let s: TestServer;
let admin: string;
let course: string;
let job: string;
let remoteJob: string;
let pausedJob: string;

type Head = {
  status: number;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  meta: (key: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
};

type Element = DefaultTreeAdapterMap['element'];

/** The elements of the page's <head>, as an HTML parser (a crawler's) reads them. */
function headElements(html: string): Element[] {
  const document = parseHtml(html);
  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
  return (head?.childNodes ?? []).filter((node): node is Element => 'tagName' in node);
}
const attrOf = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value;
const textOf = (element: Element | undefined) => (element?.childNodes ?? []).map((node) => ('value' in node ? node.value : '')).join('');

async function headOf(path: string): Promise<Head> {
  const res = await fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });
  const elements = headElements(await res.text());
  const find = (tag: string, test: (element: Element) => boolean) => elements.find((element) => element.tagName === tag && test(element));
  return {
    status: res.status,
    title: textOf(find('title', () => true)),
    description: attrOf(find('meta', (e) => attrOf(e, 'name') === 'description'), 'content'),
    canonical: attrOf(find('link', (e) => attrOf(e, 'rel') === 'canonical'), 'href'),
    robots: attrOf(find('meta', (e) => attrOf(e, 'name') === 'robots'), 'content'),
    meta: (key) => attrOf(find('meta', (e) => attrOf(e, 'property') === key || attrOf(e, 'name') === key), 'content'),
    jsonLd: elements.filter((e) => e.tagName === 'script' && attrOf(e, 'type') === 'application/ld+json').map((e) => JSON.parse(textOf(e)) as Record<string, unknown>),
  };
}

type XmlElement = { name: string; text: string; children: XmlElement[] };

/** The document as a strict XML parser reads it: it throws on anything that is not well-formed. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', text: '', children: [] };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element = { name: tag.name, text: '', children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => void open.pop());
  const text = (value: string) => {
    const current = open.at(-1);
    if (current) current.text += value;
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.write(xml).close();
  return root;
}

// The properties Google documents as required for each rich result (and those the issue asks for).
const url = z.string().regex(/^https:\/\//);
const isoDate = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'a date');
const organization = z.object({ '@type': z.literal('Organization'), name: z.string().min(1) });
const SCHEMAS: Record<string, z.ZodType> = {
  Organization: z.object({ '@context': z.literal('https://schema.org'), '@type': z.literal('Organization'), name: z.string().min(1), url, logo: url, sameAs: z.array(url).min(1).optional() }),
  Course: z.object({
    '@context': z.literal('https://schema.org'),
    name: z.string().min(1),
    description: z.string().min(1),
    provider: organization,
    offers: z.array(z.object({ '@type': z.literal('Offer'), price: z.number(), priceCurrency: z.string().length(3), category: z.string() })).min(1),
    hasCourseInstance: z.array(z.object({ '@type': z.literal('CourseInstance'), courseMode: z.string(), courseWorkload: z.string().regex(/^PT(\d+H)?(\d+M)?$/) })).min(1),
  }),
  JobPosting: z
    .object({
      '@context': z.literal('https://schema.org'),
      title: z.string().min(1),
      description: z.string().min(1),
      datePosted: isoDate,
      validThrough: isoDate.optional(),
      hiringOrganization: organization.extend({ logo: url }),
      employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
      identifier: z.object({ '@type': z.literal('PropertyValue'), value: z.string().min(1) }),
      directApply: z.literal(true),
      jobLocation: z.object({ '@type': z.literal('Place'), address: z.object({ '@type': z.literal('PostalAddress'), addressLocality: z.string().min(1) }) }).optional(),
      jobLocationType: z.literal('TELECOMMUTE').optional(),
      applicantLocationRequirements: z.object({ '@type': z.literal('Country'), name: z.string().min(1) }).optional(),
    })
    .refine((posting) => posting.jobLocation ?? (posting.jobLocationType && posting.applicantLocationRequirements), 'jobLocation, or TELECOMMUTE with applicantLocationRequirements'),
  BreadcrumbList: z.object({
    '@context': z.literal('https://schema.org'),
    itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: url })).min(2),
  }),
  FAQPage: z.object({
    '@context': z.literal('https://schema.org'),
    mainEntity: z.array(z.object({ '@type': z.literal('Question'), name: z.string().min(1), acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }) })).min(1),
  }),
};

function checkStructuredData(data: Record<string, unknown>): void {
  const schema = SCHEMAS[String(data['@type'])];
  expect(schema, `a schema for ${String(data['@type'])}`).toBeDefined();
  const result = schema?.safeParse(data);
  expect(result?.success ? [] : result?.error.issues, `${String(data['@type'])} has its required properties`).toEqual([]);
}

const typesOf = (head: Head) => head.jsonLd.map((data) => data['@type']);

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-heads-')), 'dist');
  mkdirSync(dist, { recursive: true });
  copyFileSync(join(clientDir, 'index.html'), join(dist, 'index.html'));
  s = await startTestServer({ CLIENT_DIST: dist, PUBLIC_URL: SITE });
  admin = (await s.userWithToken('admin')).token;
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await s.gql(query, variables, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data as T;
  };
  const lessons = [{ title: 'Tokens', minutes: 90, content: 'What a token is.' }];
  course = (
    await gql<{ createCourse: { id: string } }>('mutation($input: CourseInput!) { createCourse(input: $input) { id } }', {
      input: { title: 'Applied NLP', description: 'Build language applications that work in production, from tokenizers to evaluation.', status: 'published', price: 149, instructor: { name: 'Dr. Ada Park' }, modules: [{ title: 'Basics', lessons }],
        translations: { es: { title: 'PLN aplicado', description: 'Crea aplicaciones de lenguaje que funcionan en producción, desde los tokenizadores hasta la evaluación.', skills: ['Tokenización'] } },
      },
    })
  ).createCourse.id;
  const createJob = async (input: Record<string, unknown>) =>
    (await gql<{ createJob: { id: string } }>('mutation($input: JobInput!) { createJob(input: $input) { id } }', { input: { company: 'AI Solutions', ...input } })).createJob.id;
  job = await createJob({
    title: 'ML Engineer',
    location: 'Berlin, Germany',
    type: 'full_time',
    salary: '80k-100k EUR',
    description: 'Ship models to production.\n\nWork with researchers.',
    requirements: ['Python'],
    benefits: ['Remote days'],
    translations: { es: { title: 'Ingeniero/a de ML', description: 'Lleva modelos a producción.\n\nTrabaja con investigadores.' } },
    status: 'active',
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  remoteJob = await createJob({ title: 'Research Scientist ]]> <b>&</b>', location: 'Remote', type: 'remote', description: 'Research in the open. ]]><script>alert(1)</script>', status: 'active' });
  pausedJob = await createJob({ title: 'Paused Role', location: 'Paris, France', description: 'Not now.', status: 'paused' });
  await gql('mutation($input: FaqInput!) { createFaq(input: $input) { id } }', { input: { question: 'Do you offer certificates?', answer: 'Yes, for every completed course.', category: 'Courses' } });
}, 60_000);

afterAll(async () => {
  await s.close();
});

const PAGES = ['/', '/about', '/services', '/courses', '/career', '/contact', '/terms', '/privacy'];

describe('the head of each public page', () => {
  it.each(['en', 'de'])('gives every page and item (%s) its own title and description, its canonical address and its share card', async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    const paths = [...PAGES, `/courses/${course}`, `/career/${job}`, `/career/${remoteJob}`].map((path) => (prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`));
    const heads = await Promise.all(paths.map(headOf));
    for (const [i, head] of heads.entries()) {
      const path = paths[i] ?? '';
      expect(head.status, path).toBe(200);
      expect(head.robots, path).toBeUndefined();
      expect(head.canonical, path).toBe(`${SITE}${path}`);
      expect(head.description, path).toMatch(/\S{3,}/);
      expect(head.description?.length, path).toBeLessThanOrEqual(160);
      expect(head.meta('og:title'), path).toBe(head.title);
      expect(head.meta('og:description'), path).toBe(head.description);
      expect(head.meta('og:url'), path).toBe(head.canonical);
      expect(head.meta('og:type'), path).toMatch(/^(website|article)$/);
      expect(head.meta('og:image'), path).toMatch(new RegExp(`^${SITE}/og/.+\\.png`));
      expect(head.meta('og:locale'), path).toBe(language === 'en' ? 'en_US' : 'de_DE');
      expect(head.meta('twitter:card'), path).toBe('summary_large_image');
      expect(head.meta('twitter:image'), path).toBe(head.meta('og:image'));
      for (const data of head.jsonLd) checkStructuredData(data);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
    // `{page} | {Site Name}`, in the page's language.
    const about = heads[1];
    expect(about?.title).toBe(language === 'en' ? 'About Us | AI Solutions' : 'Über uns | AI Solutions');
    expect(heads[8]?.title).toBe('Applied NLP | AI Solutions');
    expect(heads[8]?.description).toBe('Build language applications that work in production, from tokenizers to evaluation.');
  });

  it('describes the business on the home page, the course on its page and the job on its page, with breadcrumbs', async () => {
    const home = await headOf('/');
    expect(typesOf(home)).toEqual(['Organization']);
    expect(home.jsonLd[0]).toMatchObject({ name: 'AI Solutions', url: SITE, logo: `${SITE}/og/logo.png` });

    const coursePage = await headOf(`/de/courses/${course}`);
    expect(typesOf(coursePage)).toEqual(['Course', 'BreadcrumbList']);
    expect(coursePage.jsonLd[0]).toMatchObject({ name: 'Applied NLP', offers: [{ price: 149, priceCurrency: 'USD' }], hasCourseInstance: [{ courseMode: 'Online', courseWorkload: 'PT1H30M' }] });
    expect(coursePage.jsonLd[1]).toMatchObject({
      itemListElement: [
        { position: 1, item: `${SITE}/de/` },
        { position: 2, name: 'Kurse', item: `${SITE}/de/courses` },
        { position: 3, name: 'Applied NLP', item: `${SITE}/de/courses/${course}` },
      ],
    });

    const jobPage = await headOf(`/career/${job}`);
    expect(typesOf(jobPage)).toEqual(['JobPosting', 'BreadcrumbList']);
    expect(jobPage.jsonLd[0]).toMatchObject({
      title: 'ML Engineer',
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'Germany' } },
      baseSalary: { currency: 'EUR', value: { minValue: 80000, maxValue: 100000, unitText: 'YEAR' } },
      identifier: { value: job },
    });
    expect(String(jobPage.jsonLd[0]?.validThrough)).toMatch(/^\d{4}-/);
    expect(String(jobPage.jsonLd[0]?.description)).toBe('<p>Ship models to production.</p><p>Work with researchers.</p><h3>Requirements</h3><ul><li>Python</li></ul><h3>Benefits</h3><ul><li>Remote days</li></ul>');

    const remote = await headOf(`/career/${remoteJob}`);
    expect(remote.jsonLd[0]).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country' } });
    expect(remote.jsonLd[0]).not.toHaveProperty('jobLocation');
  });

  it("lists the business's social profiles from System Settings as the Organization's sameAs, and refuses an address that is not https", async () => {
    const save = (socialProfiles: string[]) =>
      s.gql('mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { socialProfiles } } }', { input: { general: { socialProfiles } } }, admin);
    const saved = await save(['https://www.linkedin.com/company/ai-solutions', ' https://x.com/aisolutions ', '']);
    expect(saved.body.data.updateSystemSettings.general.socialProfiles).toEqual(['https://www.linkedin.com/company/ai-solutions', 'https://x.com/aisolutions']);
    const home = await headOf('/');
    expect(home.jsonLd[0]?.sameAs).toEqual(['https://www.linkedin.com/company/ai-solutions', 'https://x.com/aisolutions']);
    checkStructuredData(home.jsonLd[0] ?? {});

    const refused = await save(['https://www.linkedin.com/company/ai-solutions', 'http://x.com/aisolutions']);
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({ 'general.socialProfiles': 'Social profile 2 must be a full https:// address (such as https://www.linkedin.com/company/…)' });
    const tooMany = await save(Array.from({ length: 6 }, (_, i) => `https://example.com/profile-${i}`));
    expect(tooMany.body.errors?.[0]?.extensions?.fields).toEqual({ 'general.socialProfiles': 'Give at most 5 social profiles' });
    expect((await headOf('/')).jsonLd[0]?.sameAs).toEqual(['https://www.linkedin.com/company/ai-solutions', 'https://x.com/aisolutions']);

    await save([]);
    expect((await headOf('/')).jsonLd[0]).not.toHaveProperty('sameAs');
  });

  it('lists the contact page FAQs as a FAQPage', async () => {
    const contact = await headOf('/contact');
    expect(typesOf(contact)).toEqual(['FAQPage']);
    expect(contact.jsonLd[0]).toMatchObject({ mainEntity: expect.arrayContaining([{ '@type': 'Question', name: 'Do you offer certificates?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, for every completed course.' } }]) });
  });

  it('the schema of required properties refuses a JobPosting without datePosted or hiringOrganization', async () => {
    const posting = (await headOf(`/career/${job}`)).jsonLd[0] ?? {};
    const { datePosted: _date, ...withoutDate } = posting;
    const { hiringOrganization: _organization, ...withoutOrganization } = posting;
    expect(SCHEMAS.JobPosting?.safeParse(posting).success).toBe(true);
    expect(SCHEMAS.JobPosting?.safeParse(withoutDate).success).toBe(false);
    expect(SCHEMAS.JobPosting?.safeParse(withoutOrganization).success).toBe(false);
  });

  it('gives a course page its title, description and structured data in the page’s language, the original where a version is missing', async () => {
    const spanish = await headOf(`/es/courses/${course}`);
    expect(spanish.title).toBe('PLN aplicado | AI Solutions');
    expect(spanish.description).toBe('Crea aplicaciones de lenguaje que funcionan en producción, desde los tokenizadores hasta la evaluación.');
    expect(spanish.jsonLd[0]).toMatchObject({ name: 'PLN aplicado', inLanguage: 'es', teaches: ['Tokenización'] });
    const french = await headOf(`/fr/courses/${course}`);
    expect(french.title).toBe('Applied NLP | AI Solutions');
  });

  it('gives a job page its title, description and structured data in the page’s language, the original where a version is missing', async () => {
    const spanish = await headOf(`/es/career/${job}`);
    expect(spanish.title).toBe('Ingeniero/a de ML | AI Solutions');
    expect(spanish.description).toBe('Lleva modelos a producción. Trabaja con investigadores.');
    expect(spanish.jsonLd[0]).toMatchObject({ '@type': 'JobPosting', title: 'Ingeniero/a de ML' });
    expect((await headOf(`/fr/career/${job}`)).title).toBe('ML Engineer | AI Solutions');
  });

  it('marks a page with nothing to show noindex, with no canonical, card or structured data', async () => {
    for (const path of ['/no-such-page', '/de/no-such-page', `/career/${pausedJob}`, '/courses/000000000000000000000000']) {
      const head = await headOf(path);
      expect(head.status, path).toBe(404);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
      expect(head.meta('og:title'), path).toBeUndefined();
      expect(head.jsonLd, path).toEqual([]);
    }
    expect((await headOf('/de/no-such-page')).title).toBe('Seite nicht gefunden | AI Solutions');
    expect((await headOf(`/career/${pausedJob}`)).title).toBe('Job not found | AI Solutions');
  });

  it("keeps the escaped title of a job whose title looks like markup, and the JSON-LD cannot end its script early", async () => {
    const res = await fetch(`${s.url}/career/${remoteJob}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect((await headOf(`/career/${remoteJob}`)).title).toBe('Research Scientist ]]> <b>&</b> | AI Solutions');
  });

  it('hands the browser the next page’s head after a navigation, in that page’s language', async () => {
    const res = await fetch(`${s.url}/page-head?path=${encodeURIComponent(`/de/courses/${course}`)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { title: string; description: string; tags: string };
    expect(body.title).toBe('Applied NLP | AI Solutions');
    expect(body.tags).toContain(`<link rel="canonical" href="${SITE}/de/courses/${course}">`);
    expect(body.tags).toContain('application/ld+json');
    expect((await fetch(`${s.url}/page-head`)).status).toBe(400);
  });
});

describe('the pages behind sign-in', () => {
  it('are named in the title, never listed, and in the reader’s language when the browser asks', async () => {
    for (const [path, title] of [
      ['/login', 'Sign In | AI Solutions'],
      ['/dashboard/profile', 'Profile | AI Solutions'],
      [`/learn/${course}`, 'Learning | AI Solutions'],
      ['/admin/users', 'User Management | AI Solutions'],
      [`/admin/courses/${course}/content`, 'Course Content | AI Solutions'],
    ] as const) {
      const head = await headOf(path);
      expect(head.title, path).toBe(title);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
      expect(head.meta('og:title'), path).toBeUndefined();
    }
    const pageHead = async (query: string) => {
      const res = await fetch(`${s.url}/page-head?${query}`);
      return { status: res.status, body: (await res.json()) as { title: string; errors?: Record<string, string> } };
    };
    expect((await pageHead('path=/admin/users&lang=fr')).body.title).toBe('Gestion des utilisateurs | AI Solutions');
    expect((await pageHead('path=/dashboard&lang=de')).body.title).toBe('Dashboard | AI Solutions');
    expect((await pageHead('path=/login&lang=es')).body.title).toBe('Iniciar sesión | AI Solutions');
    // A public page speaks the language of its address, whoever reads it.
    expect((await pageHead('path=/de/about&lang=fr')).body.title).toBe((await headOf('/de/about')).title);
    const refused = await pageHead('path=/admin&lang=it');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ lang: 'lang must be one of en, es, fr, de' });
  });
});

describe('share card images', () => {
  const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
  it('draws a 1200×630 PNG for a course, a job and the other pages, and none for a job a guest cannot open', async () => {
    const { meta } = await headOf(`/courses/${course}`);
    for (const image of [meta('og:image'), `${SITE}/og/job/${job}.png`, `${SITE}/og/site.png`]) {
      const res = await fetch(String(image).replace(SITE, s.url));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(size(png)).toEqual({ width: 1200, height: 630 });
    }
    expect((await fetch(`${s.url}/og/job/${pausedJob}.png`)).status).toBe(404);
  });

  it('draws the card in the page’s language: a Spanish page’s card has the Spanish title, an English one the original', async () => {
    const png = async (url: string) => Buffer.from(await (await fetch(url.replace(SITE, s.url))).arrayBuffer());
    for (const [path, kind] of [[`/courses/${course}`, 'course'], [`/career/${job}`, 'job'], ['/about', 'site']] as const) {
      const english = String((await headOf(path)).meta('og:image'));
      const spanish = String((await headOf(`/es${path}`)).meta('og:image'));
      expect(english, kind).not.toContain('lang=');
      expect(spanish, kind).toContain('lang=es');
      // The Spanish words make another picture; a language without a version draws the original.
      expect((await png(spanish)).equals(await png(english)), kind).toBe(false);
      const french = String((await headOf(`/fr${path}`)).meta('og:image'));
      if (kind !== 'site') expect((await png(french)).equals(await png(english)), kind).toBe(true);
    }
  });
});

describe('job feeds', () => {
  const feed = async () => {
    const res = await fetch(`${s.url}/jobs.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const source = parseXml(await res.text()).children[0];
    expect(source?.name).toBe('source');
    return (source?.children ?? []).filter((child) => child.name === 'job');
  };
  const field = (job: XmlElement | undefined, name: string) => job?.children.find((child) => child.name === name)?.text;
  const refsOf = (jobs: XmlElement[]) => jobs.map((job) => field(job, 'referencenumber'));

  it('lists exactly the open jobs as Indeed reads them, with the content kept as text', async () => {
    const jobs = await feed();
    expect(refsOf(jobs).sort()).toEqual([job, remoteJob].sort());
    const berlin = jobs.find((entry) => field(entry, 'referencenumber') === job);
    const text = (name: string) => field(berlin, name);
    expect(text('title')).toBe('ML Engineer');
    expect(text('url')).toBe(`${SITE}/career/${job}`);
    expect(text('company')).toBe('AI Solutions');
    expect(text('city')).toBe('Berlin');
    expect(text('country')).toBe('Germany');
    expect(text('jobtype')).toBe('fulltime');
    expect(text('salary')).toBe('EUR 80000 - 100000 per year');
    expect(text('description')).toContain('<p>Ship models to production.</p>');
    expect(Date.parse(text('date') ?? '')).not.toBeNaN();
    const remote = jobs.find((entry) => field(entry, 'referencenumber') === remoteJob);
    expect(field(remote, 'title')).toBe('Research Scientist ]]> <b>&</b>');
    expect(field(remote, 'description')).toContain('Research in the open. ]]&gt;&lt;script&gt;');
    expect(field(remote, 'remotetype')).toBe('Fully remote');
  });

  it('drops a job from both feeds when it closes', async () => {
    const input = { title: 'Research Scientist', company: 'AI Solutions', location: 'Remote', description: 'Research in the open.', status: 'closed' };
    const res = await s.gql('mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }', { id: remoteJob, input }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(refsOf(await feed())).toEqual([job]);
    const board = (await (await fetch(`${s.url}/jobs.json`)).json()) as { jobs: { id: string; absolute_url: string; title: string }[]; meta: { total: number } };
    expect(board.jobs.map((posting) => posting.id)).toEqual([job]);
    expect(board.jobs[0]).toMatchObject({ title: 'ML Engineer', absolute_url: `${SITE}/career/${job}` });
    expect(board.meta.total).toBe(1);
  });
});

describe('where a job is', () => {
  it('reads a US state and a country from the location, and a remote job as telecommuting', async () => {
    const { jobPlace } = await import('../src/modules/seo/structured-data.js');
    expect(jobPlace({ type: 'full_time', location: 'Austin, TX' }, undefined)).toEqual({
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
    });
    expect(jobPlace({ type: 'full_time', location: 'London, UK' }, undefined)).toEqual({
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'UK' } },
    });
    expect(jobPlace({ type: 'contract', location: 'Remote (Germany)' }, 'United States')).toEqual({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
    });
  });
});
