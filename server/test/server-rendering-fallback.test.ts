// Its own file: one app (and one mongoose connection) per test process.
// A server render that fails or hangs costs the visitor nothing but the speed-up: the
// page is the client-only index.html, never a 500.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS } from '../src/ssr/server-rendered-page.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let s: TestServer;

// A render that asks for the site's settings in-process, then fails (/about) or never finishes (/contact).
const renderer = `
export const HEAD_SCRIPTS = ['document.documentElement.dataset.ok = "1"'];
export const APP_CODE_ID = 'app-code';
export async function renderPage(url, execute, signal) {
  if (url === '/contact') return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const site = await execute({ query: { kind: 'Document', definitions: [] }, variables: {}, operationName: undefined });
  throw new Error('render failed on purpose: ' + JSON.stringify(site).slice(0, 40));
}
`;

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-')), 'dist');
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title data-site-name>x</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), renderer);
  s = await startTestServer({ CLIENT_DIST: dist });
});

afterAll(async () => {
  await s.close();
});

describe('a server render that fails', () => {
  it('sends the client-only page, and logs why', async () => {
    const res = await fetch(`${s.url}/about`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<div id="root"></div>');
    // The client-only page still carries the page's own head (title, canonical, share card).
    expect(page).toContain('<title data-site-name>About Us | AI Solutions</title>');
    expect(page).toContain('<link rel="canonical" href="http://localhost:3001/about">');
    // Without the rendered page, nothing inline is allowed either.
    expect(res.headers.get('content-security-policy')).not.toContain('sha256-');
    expect(s.loggedErrors()[0]).toMatchObject({ msg: 'server render failed; sent the page rendered in the browser', err: { message: expect.stringContaining('render failed on purpose') } });
  });

  it('keeps the page\'s status: 404 for a course that is not there or an address the app does not have, 200 for a page it has', async () => {
    for (const [path, status] of [
      ['/courses/665f1c2e9b1e8a0012345678', 404],
      ['/career/not-an-id', 404],
      ['/no-such-page', 404],
      ['/de/no-such-page', 404],
      ['/de/about', 200],
      ['/services', 200],
    ] as const) {
      const res = await fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(status);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('sends the client-only page when the render takes too long', async () => {
    const started = Date.now();
    const res = await fetch(`${s.url}/contact`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 100);
  });
});
