// Its own file: one app (and one mongoose connection) per test process.
// The public pages rendered on the server with their data, by the client's real server
// render, built here (`vite build --ssr`, a few seconds) beside a copy of the client's index.html.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './helpers/raw-get.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const clientDir = join(import.meta.dirname, '..', '..', 'client');

let s: TestServer;
let admin: string;
let course: { id: string; title: string; description: string };

const html = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/** The JSON the page hands the client, parsed as the browser would. */
function state(page: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="ssr-state"[^>]*>([^<]*)<\/script>/.exec(page);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : null;
}

const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { id title description } }`;
const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id title } }`;
const SYSTEM = 'mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { system { maintenanceMode cacheEnabled } } }';

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-ssr-')), 'dist');
  mkdirSync(dist, { recursive: true });
  copyFileSync(join(clientDir, 'index.html'), join(dist, 'index.html'));
  execFileSync(process.execPath, [join(clientDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', '--outDir', join(dist, '.ssr'), '--logLevel', 'error'], { cwd: clientDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  s = await startTestServer({ CLIENT_DIST: dist });
  expect(s.loggedErrors()).toEqual([]);
  admin = (await s.userWithToken('admin')).token;
  const created = await s.gql(CREATE, { input: { title: 'Prompt Engineering </script><script>alert(1)</script>', description: 'Writing prompts that models follow.', status: 'published' } }, admin);
  expect(created.body.errors).toBeUndefined();
  course = created.body.data.createCourse;
}, 180_000);

afterAll(async () => {
  await s.close();
});

describe('server-rendered public pages', () => {
  it("answers the home page as HTML with the page's text, its critical CSS, the theme script and the client's state", async () => {
    const page = await html('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const root = page.text.slice(page.text.indexOf('<div id="root">'));
    expect(root).toContain('Transform your business with');
    expect(page.text).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    // The inline theme and boot scripts run under the CSP by their hashes, and nothing else inline does.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(page.text).toContain('localStorage.getItem("theme")');
    // The app's code is listed for the boot script to load after the first paint, not in script tags.
    expect(page.text).toMatch(/<script type="application\/json" id="app-code">\{"entry":"\/src\/main\.tsx","preload":\[\]\}<\/script>/);
    expect(page.text).not.toContain('<script type="module"');
    expect(state(page.text)?.['ROOT_QUERY']).toMatchObject({ site: { siteName: 'AI Solutions' } });
    // When it was rendered, for the browser to take over "Posted 3 days ago" as the server wrote it.
    const renderedAt = Number(/id="ssr-state" data-rendered-at="(\d+)"/.exec(page.text)?.[1]);
    expect(renderedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
  });

  it("renders a course's page with its data, escaped in the markup and in the state", async () => {
    const page = await html(`/courses/${course.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Prompt Engineering &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('Writing prompts that models follow.');
    // The title's </script> cannot end the state's element: it is written \u003c/script\u003e, and
    // the element's content, up to the first "<", is the whole state.
    expect(page.text).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(state(page.text))).toContain(course.title);
  });

  it("shows the app's not-found state for an unknown course", async () => {
    const page = await html('/courses/665f1c2e9b1e8a0012345678');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Course not found');
  });

  it('keeps a rendered page until public content changes, and sends it compressed', async () => {
    const first = await rawGet(`${s.url}/courses/${course.id}`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toContain('Writing prompts that models follow.');
    const again = await fetch(`${s.url}/courses/${course.id}`, { headers: { accept: 'text/html', 'if-none-match': String(first.headers['etag']) } });
    expect(again.status).toBe(304);

    expect((await s.gql(UPDATE, { id: course.id, input: { title: 'Prompt Engineering, revised' } }, admin)).body.errors).toBeUndefined();
    expect((await html(`/courses/${course.id}`)).text).toContain('Prompt Engineering, revised');
  });

  it('serves the client-only page in Maintenance Mode (the browser shows the maintenance page) and for pages that are not public', async () => {
    expect((await s.gql(SYSTEM, { input: { system: { maintenanceMode: true } } }, admin)).body.errors).toBeUndefined();
    try {
      const page = await html('/about');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(state(page.text)).toBeNull();
    } finally {
      await s.gql(SYSTEM, { input: { system: { maintenanceMode: false } } }, admin);
    }
    expect((await html('/about')).text).not.toContain('<div id="root"></div>');
    const admin_ = await html('/admin/courses');
    expect(admin_.text).toContain('<div id="root"></div>');
    expect(admin_.headers.get('content-security-policy')).not.toContain('sha256-');
  });
});
