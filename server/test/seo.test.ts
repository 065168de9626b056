// robots.txt and sitemap.xml are served as themselves, not answered with the app's index.html.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const SITE = 'https://www.example.test';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL: SITE });
  admin = (await t.userWithToken('admin')).token;
});

afterAll(async () => {
  await t.close();
});

async function course(title: string, status: string): Promise<string> {
  const res = await t.gql('mutation($input: CourseInput!) { createCourse(input: $input) { id } }', { input: { title, description: 'A course.', status } }, admin);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createCourse.id as string;
}

async function job(title: string, status: string): Promise<string> {
  const input = { title, company: 'AI Solutions', location: 'Remote', description: 'A job.', status };
  const res = await t.gql('mutation($input: JobInput!) { createJob(input: $input) { id } }', { input }, admin);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createJob.id as string;
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the signed-in areas and the APIs, and names the sitemap', async () => {
    const res = await fetch(`${t.url}/robots.txt`, { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/api/', '/graphql']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('the sitemap lists the public pages and every course and job a guest can open, and nothing else', async () => {
    const published = await course('Applied NLP', 'published');
    const draft = await course('Unreleased', 'draft');
    const open = await job('ML Engineer', 'active');
    const paused = await job('Paused Role', 'paused');

    const res = await fetch(`${t.url}/sitemap.xml`, { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[^>]*>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/services', '/courses', '/career', '/contact', '/terms', '/privacy']) expect(locs).toContain(SITE + path);
    expect(locs).toContain(`${SITE}/courses/${published}`);
    expect(locs).toContain(`${SITE}/career/${open}`);
    expect(locs).not.toContain(`${SITE}/courses/${draft}`);
    expect(locs).not.toContain(`${SITE}/career/${paused}`);
    expect(locs.some((l) => l?.includes('/admin') || l?.includes('/dashboard'))).toBe(false);
    // A search engine re-reads a page when its lastmod moves: each course and job gives its last change.
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/courses/${published}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('lists each public page in every language, each with its alternates and x-default, as search engines read them', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const about = urls.filter((u) => /<loc>[^<]*\/about<\/loc>/.test(u)).map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1]);
    expect(about).toEqual([`${SITE}/about`, `${SITE}/es/about`, `${SITE}/fr/about`, `${SITE}/de/about`]);
    const spanish = urls.find((u) => u.includes(`<loc>${SITE}/es/about</loc>`)) ?? '';
    const links = [...spanish.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links).toEqual([`en ${SITE}/about`, `es ${SITE}/es/about`, `fr ${SITE}/fr/about`, `de ${SITE}/de/about`, `x-default ${SITE}/about`]);
    expect(urls.find((u) => u.includes(`<loc>${SITE}/de/</loc>`))).toBeDefined();
  });
});
