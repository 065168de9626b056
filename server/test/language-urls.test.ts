// Its own file: one app (and one mongoose connection) per test process.
// A URL per language: the default language at the plain paths, the others under /es, /fr and /de,
// each page server-rendered in its address's language with its alternates for search engines.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const clientDir = join(import.meta.dirname, '..', '..', 'client');
const PUBLIC_URL = 'https://www.example.com';

let s: TestServer;
let admin: string;

const page = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** The `<link rel="alternate" hreflang>` of a page, as `hreflang href` lines. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

const SET_LANGUAGE = `mutation($language: String) { updateSystemSettings(input: { general: { language: $language } }) { general { language } } }`;

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-languages-')), 'dist');
  mkdirSync(dist, { recursive: true });
  copyFileSync(join(clientDir, 'index.html'), join(dist, 'index.html'));
  execFileSync(process.execPath, [join(clientDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', '--outDir', join(dist, '.ssr'), '--logLevel', 'error'], {
    cwd: clientDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  s = await startTestServer({ CLIENT_DIST: dist, PUBLIC_URL });
  admin = (await s.userWithToken('admin')).token;
}, 180_000);

afterAll(async () => {
  await s.close();
});

describe('a URL per language', () => {
  it('serves a prefixed public page in its language from the first byte, with its alternates', async () => {
    const about = await page('/fr/about');
    expect(about.status).toBe(200);
    expect(langOf(about.text)).toBe('fr');
    expect(rootOf(about.text)).toContain('À propos de nous');
    expect(rootOf(about.text)).not.toContain('About us');
    expect(canonical(about.text)).toBe(`${PUBLIC_URL}/fr/about`);
    expect(alternates(about.text)).toEqual([
      `en ${PUBLIC_URL}/about`,
      `es ${PUBLIC_URL}/es/about`,
      `fr ${PUBLIC_URL}/fr/about`,
      `de ${PUBLIC_URL}/de/about`,
      `x-default ${PUBLIC_URL}/about`,
    ]);
  });

  it('keeps the default language at the plain paths, and its links inside the prefix for the others', async () => {
    const home = await page('/');
    expect(langOf(home.text)).toBe('en');
    expect(canonical(home.text)).toBe(`${PUBLIC_URL}/`);
    expect(alternates(home.text)).toContain(`de ${PUBLIC_URL}/de/`);
    const german = await page('/de/');
    expect(langOf(german.text)).toBe('de');
    expect(rootOf(german.text)).toContain('Leistungen');
    // The header's links stay in German: the router's basename is the prefix.
    expect(rootOf(german.text)).toContain('href="/de/services"');
    expect(rootOf(german.text)).not.toContain('href="/services"');
  });

  it('sends a prefix of the default language to the plain address, keeping the query', async () => {
    const prefixed = await page('/en/courses?category=ai-ml');
    expect(prefixed.status).toBe(301);
    expect(prefixed.location).toBe('/courses?category=ai-ml');
  });

  it('writes the language of the address on pages the browser renders alone, without alternates', async () => {
    const login = await page('/es/login');
    expect(login.status).toBe(200);
    expect(langOf(login.text)).toBe('es');
    expect(alternates(login.text)).toEqual([]);
  });

  it('moves the new default language to the plain paths when the setting changes', async () => {
    expect((await s.gql(SET_LANGUAGE, { language: 'de' }, admin)).body.errors).toBeUndefined();
    try {
      const home = await page('/');
      expect(langOf(home.text)).toBe('de');
      expect(rootOf(home.text)).toContain('Leistungen');
      expect(alternates(home.text)).toEqual([
        `de ${PUBLIC_URL}/`,
        `en ${PUBLIC_URL}/en/`,
        `es ${PUBLIC_URL}/es/`,
        `fr ${PUBLIC_URL}/fr/`,
        `x-default ${PUBLIC_URL}/`,
      ]);
      expect(await page('/de/about')).toMatchObject({ status: 301, location: '/about' });
      const english = await page('/en/about');
      expect(langOf(english.text)).toBe('en');
      expect(rootOf(english.text)).toContain('About us');
    } finally {
      await s.gql(SET_LANGUAGE, { language: 'en' }, admin);
    }
  });
});
