import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, STRONG_PASSWORD, apiSignIn, graphql, uniqueEmail } from './support/app.js';
import { SWEEP_ROLES, sweepRoutes, urlFor } from './support/route-list.js';
import type { SeededIds, SweepRole } from './support/route-list.js';
import { AUTH_USER_FIELDS, adminSession, apiSignInSteps } from './support/two-factor.js';
import { clippedLabels, horizontalOverflow, narrowFields, seriousAxeViolations } from './support/sweep-checks.js';
import { trackNetwork } from './support/sweep-network.js';

// Every route of the router, for each role that may see it, at a phone, a tablet and a
// desktop width, in light and dark, and in German (its words run about 30% longer than English)
// at every width and Spanish at the phone width, both in light. Kept to a few minutes on two cores by:
// - one browser context per role, theme and language, signed in once through the API (localStorage,
//   as the app keeps its session), all of a role's at the same time; each language has accounts of
//   its own that read the product in it (an account's pages follow its language), and its pages
//   are opened under its prefix (/de/..., /es/...);
// - one page load per route and theme; the three widths are the same page resized
//   (page.setViewportSize), which is what a user dragging the window sees too;
// - axe once per route and theme. Its rules (names, roles, labels, contrast, landmarks) do not
//   depend on the width, but which elements are rendered does (phone menus, cards instead of
//   tables), so light is audited at the desktop width and dark at the phone width: every route gets
//   both layouts and both colour schemes audited;
// - the layout checks (sideways scroll, narrow fields, clipped labels) at every width in light only:
//   the dark theme changes colours, not sizes, so dark is opened at the phone width alone, for axe
//   and for what the console and the network say. German is audited like English light (axe at the
//   desktop width), Spanish at the phone width, where its longer words are tightest.

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const PHONE = WIDTHS.filter((viewport) => viewport.width === 390);
type Theme = 'light' | 'dark';
type SweepLanguage = 'en' | 'de' | 'es';
/** One browser context of a role: its theme and language, the widths it is checked at, and where axe runs. */
interface View {
  theme: Theme;
  language: SweepLanguage;
  widths: typeof WIDTHS;
  axeWidth: number;
}
const VIEWS: readonly View[] = [
  { theme: 'light', language: 'en', widths: WIDTHS, axeWidth: 1366 },
  { theme: 'dark', language: 'en', widths: PHONE, axeWidth: 390 },
  { theme: 'light', language: 'de', widths: WIDTHS, axeWidth: 1366 },
  { theme: 'light', language: 'es', widths: PHONE, axeWidth: 390 },
];
/**
 * Public pages differ between roles only in the header's account area, so three roles sweep them:
 * the guest (signed out), the student (signed in) and the admin (the staff header's way into the
 * back office). The candidate and the editor sweep the pages that only signed-in people or staff
 * open, where their role changes what is shown.
 */
const PUBLIC_PAGE_ROLES: readonly SweepRole[] = ['guest', 'student', 'admin'];

interface StoredSession {
  token: string;
  user: Record<string, unknown>;
}

/** Staff sign in with their second factor (or set it up first): apiSignInSteps takes both steps. */
async function sessionOf(request: APIRequestContext, email: string, password: string): Promise<StoredSession> {
  return apiSignInSteps(request, email, password, AUTH_USER_FIELDS);
}

type RoleSessions = Record<SweepRole, StoredSession | null>;

/** Registers an account reading the product in `language` (null: the page's, English), as `role`. */
async function register(request: APIRequestContext, name: string, role: 'student' | 'applicant', language: SweepLanguage | null): Promise<string> {
  const email = uniqueEmail(`sweep-${name.toLowerCase().replace(/\W+/g, '-')}`);
  await graphql(request, 'mutation E2eSweepRegister($input: RegisterInput!) { register(input: $input) { pendingApproval } }', {
    input: { name, email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true, role, ...(language ? { language } : {}) },
  });
  return email;
}

/** A student made staff by the first admin, then signed in (setting up their second factor). */
async function staffSession(request: APIRequestContext, adminToken: string, name: string, role: 'editor' | 'admin', language: SweepLanguage | null): Promise<StoredSession> {
  const email = await register(request, name, 'student', language);
  const student = await sessionOf(request, email, STRONG_PASSWORD);
  await graphql(request, 'mutation E2eSweepPromote($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }', { id: student.user['id'], input: { role } }, adminToken);
  return sessionOf(request, email, STRONG_PASSWORD);
}

/**
 * A signed-in session for each role (guest: none), made through the API as a user would get one.
 * English uses the first admin; another language gets an admin of its own, made like the editor.
 */
async function sessions(request: APIRequestContext, adminToken: string, language: SweepLanguage | null): Promise<RoleSessions> {
  const suffix = language ? ` ${language.toUpperCase()}` : '';
  return {
    guest: null,
    student: await sessionOf(request, await register(request, `Sweep Student${suffix}`, 'student', language), STRONG_PASSWORD),
    candidate: await sessionOf(request, await register(request, `Sweep Candidate${suffix}`, 'applicant', language), STRONG_PASSWORD),
    editor: await staffSession(request, adminToken, `Sweep Editor${suffix}`, 'editor', language),
    admin: language ? await staffSession(request, adminToken, `Sweep Admin${suffix}`, 'admin', language) : await adminSession(request),
  };
}

/** A route's address in `language`: the plain one for English (the site's default), else under the language's prefix. */
function inLanguage(url: string, language: SweepLanguage): string {
  if (language === 'en') return url;
  return url === '/' ? `/${language}/` : `/${language}${url}`;
}

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const data = await graphql<{ courses: { items: { id: string; modules: { lessons: { id: string }[] }[] }[] }; jobs: { items: { id: string }[] } }>(
    request,
    'query E2eSweepIds { courses { items { id modules { lessons { id } } } } jobs { items { id } } }',
  );
  const course = data.courses.items[0];
  const lessonId = course?.modules[0]?.lessons[0]?.id;
  const jobId = data.jobs.items[0]?.id;
  if (!course || !lessonId || !jobId) throw new Error('The sweep needs the seeded sample courses with lessons and jobs (SEED_SAMPLE_DATA).');
  return { courseId: course.id, lessonId, jobId };
}

/** Waits until nothing is in flight, no spinner is left and layout has caught up (never fails on its own). */
async function settle(page: Page, idle: () => Promise<void>) {
  await idle();
  await page
    .waitForFunction(
      // Indeterminate only: a determinate bar is content (the home page's progress bars).
      () => !document.querySelector('.MuiCircularProgress-indeterminate, .MuiSkeleton-root, .app-skeleton, .MuiLinearProgress-indeterminate'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Two frames: media queries re-render after a resize, and transitions start.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Waits until the app has taken over the first page (every element React's), so that the router
 * follows the next address. Before that, a history push changes the route under a page React is
 * still hydrating (in slices, in a transition): React then finds the next route's elements where
 * the server's markup has the first route's and throws #418. A person cannot do that (clicks are
 * held until the take-over, app/early-clicks.ts, and there is no history entry to go back to yet),
 * but the sweep's synthetic push could, and did on a loaded machine.
 */
async function tookOver(page: Page) {
  await page.waitForFunction(
    () => {
      const elements = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
      return elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

/**
 * Opens a route the way a user moving around the app does: the first address is loaded, later ones
 * are followed by the app's own router (history push + popstate, as a link click does), so the
 * bundle is not parsed again for each of the ~90 routes. Each route's own code chunk and data still
 * load on its first visit, so their failures are heard.
 */
async function open(page: Page, url: string) {
  if (page.url() === 'about:blank') {
    await page.goto(url);
    await tookOver(page);
    return;
  }
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, url);
}

interface Visit extends View {
  role: SweepRole;
}

function safeName(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '_');
}

async function sweep(browser: Browser, baseURL: string, visit: Visit, session: StoredSession | null, urls: string[], shotDir: string) {
  const local: { name: string; value: string }[] = [{ name: 'theme', value: visit.theme }];
  if (session) local.push({ name: 'token', value: session.token }, { name: 'user', value: JSON.stringify(session.user) });
  const widths = visit.widths;
  const label = visit.language === 'en' ? `${visit.role} ${visit.theme}` : `${visit.role} ${visit.theme} ${visit.language}`;
  const context = await browser.newContext({
    baseURL,
    viewport: widths[0],
    colorScheme: visit.theme,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: local }] },
  });
  const page = await context.newPage();
  const network = trackNetwork(page);

  const problems: string[] = [];
  for (const route of urls) {
    const url = inLanguage(route, visit.language);
    const started = Date.now();
    await page.setViewportSize(widths[0]!);
    network.reset();
    await open(page, url);
    const found: string[] = [];
    const phases: string[] = [];
    let mark = started;
    const lap = (name: string) => {
      phases.push(`${name} ${Date.now() - mark}`);
      mark = Date.now();
    };
    for (const viewport of widths) {
      if (viewport !== widths[0]) await page.setViewportSize(viewport);
      await network.idle();
      lap(`idle${viewport.width}`);
      await settle(page, () => Promise.resolve());
      lap(`settle${viewport.width}`);
      const where = `${label} ${viewport.width}px ${url}`;
      const here: string[] = [];
      const overflow = await horizontalOverflow(page);
      if (overflow.px > 0) here.push(`${overflow.px} px of sideways scroll, from ${overflow.culprit}`);
      here.push(...(await narrowFields(page)).map((field) => `narrow field: ${field}`));
      here.push(...(await clippedLabels(page)).map((text) => `clipped label: ${text}`));
      lap(`checks${viewport.width}`);
      if (visit.axeWidth === viewport.width) {
        here.push(...(await seriousAxeViolations(page)));
        lap(`axe${viewport.width}`);
      }
      if (here.length) {
        await page.screenshot({ path: `${shotDir}/${safeName(where)}.png`, fullPage: true }).catch(() => undefined);
        found.push(...here.map((problem) => `${where}: ${problem}`));
      }
    }
    // Console errors and failed requests of the whole visit (load and the three widths).
    found.push(...network.heard().map((problem) => `${label} ${url}: ${problem}`));
    if (process.env.SWEEP_TIMING) console.log(`SWEEP-TIME ${label} ${url} ${Date.now() - started} ms (${phases.join(', ')})`);
    if (found.length) {
      problems.push(...found);
      // Printed as found, so a run cut short still tells what it saw.
      console.log(found.map((problem) => `SWEEP ${problem}`).join('\n'));
    }
  }
  await context.close();
  return problems;
}

test.describe('every route at every width', () => {
  let roleSessions: Record<SweepLanguage, RoleSessions>;
  let ids: SeededIds;

  test.beforeAll(async ({ request }) => {
    const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
    roleSessions = {
      en: await sessions(request, adminToken, null),
      de: await sessions(request, adminToken, 'de'),
      es: await sessions(request, adminToken, 'es'),
    };
    ids = await seededIds(request);
  });

  test('the route list comes from the router and covers public, guest, signed-in and admin routes', () => {
    const patterns = sweepRoutes().map((route) => route.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/career/:id', '/login', '/dashboard/profile', '/admin/users', '/admin/jobs/:id/applications']));
    expect(sweepRoutes().find((route) => route.pattern === '/admin/users')?.roles).toEqual(['editor', 'admin']);
    expect(sweepRoutes().find((route) => route.pattern === '/login')?.roles).toEqual(['guest']);
  });

  for (const role of SWEEP_ROLES) {
    test(`${role}: no sideways scroll, narrow fields, console errors, failed requests or serious axe findings`, async ({ browser, baseURL }, testInfo) => {
      // Minutes on a loaded machine; about one on a quiet one.
      test.setTimeout(12 * 60_000);
      const urls = sweepRoutes()
        .filter((route) => route.roles.includes(role))
        .filter((route) => route.roles.length < SWEEP_ROLES.length || PUBLIC_PAGE_ROLES.includes(role))
        .map((route) => urlFor(route.pattern, ids))
        // SWEEP_ONLY=regex narrows the routes while working on one screen.
        .filter((url) => !process.env.SWEEP_ONLY || new RegExp(process.env.SWEEP_ONLY).test(url));
      const found = await Promise.all(
        VIEWS.map((view) => sweep(browser, baseURL!, { ...view, role }, roleSessions[view.language][role], urls, testInfo.outputDir)),
      );
      expect(found.flat()).toEqual([]);
    });
  }
});
