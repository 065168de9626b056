// Its own file: one app (and one mongoose connection) per test process.
// The public pages rendered on the server with their data, by the client's real server
// render, built here (`vite build --ssr`, a few seconds) beside the client's index.html as the client
// build leaves it (its script moved after the head slot) and the build's manifest.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  const source = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const built = source
    .replace('<script type="module" src="/src/main.tsx"></script>', '')
    .replace('</head>', '<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-apollo-1.js"></head>');
  writeFileSync(join(dist, 'index.html'), built);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/main-1.js', imports: ['_boot-apollo-1.js'] }, '_boot-apollo-1.js': { file: 'assets/boot-apollo-1.js' } }));
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
    expect(page.text).toContain('<script type="application/json" id="app-code">{"entry":"/assets/main-1.js","preload":["/assets/boot-apollo-1.js"]}</script>');
    expect(page.text).not.toContain('<link rel="modulepreload"');
    expect(page.text).not.toContain('<script type="module"');
    expect(state(page.text)?.['ROOT_QUERY']).toMatchObject({ site: { siteName: 'AI Solutions' } });
    // When it was rendered, for the browser to take over "Posted 3 days ago" as the server wrote it.
    const renderedAt = Number(/id="ssr-state" data-rendered-at="(\d+)"/.exec(page.text)?.[1]);
    expect(renderedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
  });

  it('renders the Terms of Service and the Privacy Policy, in the language of their address, so their words paint before the app runs', async () => {
    const cases = [
      ['/terms', 'By accessing this website, creating an account or purchasing any of our services or courses'],
      ['/privacy', 'Your privacy matters to us.'],
      ['/de/terms', 'Indem Sie diese Website aufrufen, ein Konto anlegen'],
      ['/de/privacy', 'Ihre Privatsphäre ist uns wichtig.'],
    ];
    for (const [path, text] of cases) {
      const page = await html(path!);
      expect(page.status, path).toBe(200);
      expect(page.text.slice(page.text.indexOf('<div id="root">')), path).toContain(text);
      expect(state(page.text), path).not.toBeNull();
    }
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

  it("answers an unknown course or job with 404 and the app's not-found state, rendered, each time (a kept page keeps its status)", async () => {
    const draft = await s.gql(CREATE, { input: { title: 'Unpublished Draft Course', description: 'Not yet for guests.', status: 'draft' } }, admin);
    expect(draft.body.errors).toBeUndefined();
    const cases = [
      ['/courses/665f1c2e9b1e8a0012345678', 'Course not found'],
      ['/courses/not-an-id', 'Course not found'],
      ['/courses/665f1c2e9b1e8a0012345678/', 'Course not found'],
      [`/courses/${draft.body.data.createCourse.id}`, 'Course not found'],
      ['/career/665f1c2e9b1e8a0012345678', 'Job not found'],
    ];
    for (const [path, text] of cases) {
      for (let visit = 0; visit < 2; visit += 1) {
        const page = await html(path!);
        expect(page.status, path).toBe(404);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.headers.get('cache-control')).toBe('no-cache');
        // Rendered on the server, as any public page: the browser paints it before the app runs.
        expect(page.text.slice(page.text.indexOf('<div id="root">'))).toContain(text);
        // No validator: a 304 is for a page that is there.
        expect(page.headers.get('etag')).toBeNull();
      }
    }
    const revalidated = await fetch(`${s.url}/courses/not-an-id`, { headers: { accept: 'text/html', 'if-none-match': '*' } });
    expect(revalidated.status).toBe(404);
  });

  it('answers a known course and an open job with 200, and a job once closed with 404', async () => {
    const CREATE_JOB = `mutation($input: JobInput!) { createJob(input: $input) { id } }`;
    const UPDATE_JOB = `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id status } }`;
    const input = { title: 'Rendered Role', company: 'AI Solutions', location: 'Remote', description: 'A role.' };
    const job = await s.gql(CREATE_JOB, { input }, admin);
    expect(job.body.errors).toBeUndefined();
    const jobId = job.body.data.createJob.id as string;
    expect((await html(`/courses/${course.id}`)).status).toBe(200);
    const open = await html(`/career/${jobId}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('Rendered Role');
    const closed = await s.gql(UPDATE_JOB, { id: jobId, input: { ...input, status: 'closed' } }, admin);
    expect(closed.body.errors).toBeUndefined();
    const gone = await html(`/career/${jobId}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Job not found');
  });

  it('answers an address the app has no page for with 404 and the app (which shows "Page not found"), and every page it has with 200', async () => {
    for (const path of ['/no-such-page', '/courses/a/b', '/admin/nope', '/dashboard/x', '/it/courses', '/about.php']) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      // The client-only page: the app's router shows its "Page not found" there, in the page's language.
      expect(page.text, path).toContain('<div id="root"></div>');
      expect(page.text).toContain('<html lang="en"');
    }
    // An address that is not even one (a broken escape) is the client's mistake.
    const broken = await html('/%E0%A4%A');
    expect(broken.status).toBe(400);
    for (const path of ['/', '/about', '/About/', '/services', '/courses', '/career', '/contact', '/terms', '/privacy', '/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/dashboard/profile', '/admin', '/admin/settings', '/admin/jobs/665f1c2e9b1e8a0012345678/applications']) {
      expect((await html(path)).status, path).toBe(200);
    }
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
      // Not rendered, and still 404 where there is nothing.
      for (const path of ['/no-such-page', '/courses/665f1c2e9b1e8a0012345678']) {
        const missing = await html(path);
        expect(missing.status, path).toBe(404);
        expect(missing.text).toContain('<div id="root"></div>');
      }
      expect((await html(`/courses/${course.id}`)).status).toBe(200);
    } finally {
      await s.gql(SYSTEM, { input: { system: { maintenanceMode: false } } }, admin);
    }
    expect((await html('/about')).text).not.toContain('<div id="root"></div>');
    expect((await html('/about')).status).toBe(200);
    const admin_ = await html('/admin/courses');
    expect(admin_.text).toContain('<div id="root"></div>');
    expect(admin_.headers.get('content-security-policy')).not.toContain('sha256-');
  });
});
