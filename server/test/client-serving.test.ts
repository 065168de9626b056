// Its own file: one app (and one mongoose connection) per test process.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, rawPostJson } from './helpers/raw-get.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

let s: TestServer;

// A client build as Vite leaves it, under a dot-directory (such as .data/): the pages, and a
// fingerprinted script with the .br and .gz copies the build writes beside it.
beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-')), '.hidden', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>app shell</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
  // The chunk graph Vite writes: the app's entry, the public layout and a page, loaded lazily.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-AbC123.js', imports: ['_react-1.js'], dynamicImports: ['src/app/App.tsx'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      // A step of the app's boot (client/src/app/boot/steps.ts imports the app in steps).
      'src/app/App.tsx': { file: 'assets/App-1.js', imports: ['_react-1.js', '_mui-1.js'] },
      '_mui-1.js': { file: 'assets/mui-1.js' },
      'src/public/layout/PublicLayout.tsx': { file: 'assets/PublicLayout-1.js', imports: ['_react-1.js', '_Card-1.js'] },
      'src/public/courses/CourseDetailsPage.tsx': { file: 'assets/CourseDetailsPage-1.js', imports: ['_Card-1.js', '_Rating-1.js'] },
      '_Card-1.js': { file: 'assets/Card-1.js' },
      '_Rating-1.js': { file: 'assets/Rating-1.js' },
    }),
  );
  writeFileSync(join(dist, 'explorer.html'), '<!doctype html><title>explorer</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(dist, 'assets', 'main-AbC123.js'), script);
  writeFileSync(join(dist, 'assets', 'main-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'main-AbC123.js.gz'), gzipSync(script));
  s = await startTestServer({ CLIENT_DIST: dist, GRAPHQL_EXPLORER: 'true' });
});

afterAll(async () => {
  await s.close();
});

describe('serving the built client', () => {
  it('serves index.html for app routes from a folder under a dot-directory, and the explorer at /graphql', async () => {
    const page = await fetch(`${s.url}/admin/services`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('app shell');
    const explorer = await fetch(`${s.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await explorer.text()).toContain('explorer');
    const api = await fetch(`${s.url}/api/nope`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
  });

  it('answers 404 with the app where it shows that there is nothing (an unknown address, course or job), and 200 for its pages', async () => {
    const page = (path: string) => fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });
    for (const path of ['/no-such-page', '/courses/665f1c2e9b1e8a0012345678', '/career/665f1c2e9b1e8a0012345678', '/courses/a/b', '/es/no-such-page', '/it/courses']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('app shell');
    }
    for (const path of ['/', '/about', '/courses', '/login', '/admin/jobs/665f1c2e9b1e8a0012345678/applications']) {
      expect((await page(path)).status, path).toBe(200);
    }
  });

  it("announces a public page's lazily loaded code and the app's boot steps in the page (modulepreload), and nothing the app's script already loads", async () => {
    const page = await (await fetch(`${s.url}/courses/665f1c2e9b1e8a0012345678`, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();
    expect(preloaded).toEqual(['/assets/App-1.js', '/assets/Card-1.js', '/assets/CourseDetailsPage-1.js', '/assets/PublicLayout-1.js', '/assets/Rating-1.js', '/assets/mui-1.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    // Any other page (the back office, an unknown path) gets the app's boot steps, which every page
    // runs, and no screen: which screen it shows is the app's to find out.
    const preloadedBy = async (path: string) =>
      [...(await (await fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } })).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();
    expect(await preloadedBy('/admin/services')).toEqual(['/assets/App-1.js', '/assets/mui-1.js']);
    expect(await preloadedBy('/courses/a/b')).toEqual(['/assets/App-1.js', '/assets/mui-1.js']);
  });

  it('sends a fingerprinted file precompressed in the encoding the browser prefers, cached for a year', async () => {
    const br = await rawGet(`${s.url}/assets/main-AbC123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawGet(`${s.url}/assets/main-AbC123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(`${s.url}/assets/main-AbC123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps files outside assets/ for an hour only, and answers a missing asset with 404, not the page', async () => {
    const icon = await rawGet(`${s.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await rawGet(`${s.url}/assets/gone-123.js`, { accept: '*/*' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('app shell');
  });

  it('compresses a GraphQL answer larger than one TCP segment, and leaves one that fits in a segment as it is', async () => {
    const big = await rawPostJson(`${s.url}/graphql`, { query: '{ __schema { types { name description } } }' }, { 'accept-encoding': 'br' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(big.body).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(10);
    expect(big.body.length).toBeLessThan(brotliDecompressSync(big.body).length / 3);

    const small = await rawPostJson(`${s.url}/graphql`, { query: '{ __typename }' }, { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    // Over a kilobyte, but within one segment (1,460 bytes): compressing it would save no round trip.
    const aliases = Array.from({ length: 80 }, (_, i) => `alias${i}: __typename`).join(' ');
    const segment = await rawPostJson(`${s.url}/graphql`, { query: `{ ${aliases} }` }, { 'accept-encoding': 'br' });
    expect(segment.status).toBe(200);
    expect(segment.headers['content-encoding']).toBeUndefined();
    expect(segment.body.length).toBeGreaterThan(1024);
    expect(segment.body.length).toBeLessThanOrEqual(1460);
  });
});
