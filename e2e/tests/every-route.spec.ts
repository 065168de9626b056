import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, apiSignIn, graphql, uniqueEmail } from './support/app.js';
import { SWEEP_ROLES, sweepRoutes, urlFor } from './support/route-list.js';
import type { SeededIds, SweepRole } from './support/route-list.js';
import { adminSession, apiSignInSteps } from './support/two-factor.js';
import { horizontalOverflow, narrowFields, seriousAxeViolations } from './support/sweep-checks.js';
import { trackNetwork } from './support/sweep-network.js';

// Every route of the router, for each role that may see it, at a phone, a tablet and a
// desktop width, in light and dark. Kept to a few minutes on two cores by:
// - one browser context per role and theme, signed in once through the API (localStorage, as the
//   app keeps its session), both themes of a role at the same time;
// - one page load per route and theme; the three widths are the same page resized
//   (page.setViewportSize), which is what a user dragging the window sees too;
// - axe once per route and theme. Its rules (names, roles, labels, contrast, landmarks) do not
//   depend on the width, but which elements are rendered does (phone menus, cards instead of
//   tables), so light is audited at the desktop width and dark at the phone width: every route gets
//   both layouts and both colour schemes audited;
// - the layout checks (sideways scroll, narrow fields) at every width in light only: the dark theme
//   changes colours, not sizes, so dark is opened at the phone width alone, for axe and for what the
//   console and the network say.

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const AXE_WIDTH: Record<Theme, number> = { light: 1366, dark: 390 };
const WIDTHS_OF: Record<Theme, typeof WIDTHS> = { light: WIDTHS, dark: WIDTHS.filter((viewport) => viewport.width === AXE_WIDTH.dark) };
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
  return apiSignInSteps(request, email, password, 'id name email role status twoFactorEnabled');
}

/** A signed-in session for each role (guest: none), made through the API as a user would get one. */
async function sessions(request: APIRequestContext): Promise<Record<SweepRole, StoredSession | null>> {
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const student = uniqueEmail('sweep-student');
  await apiRegisterStudent(request, 'Sweep Student', student);
  const candidate = uniqueEmail('sweep-candidate');
  await graphql(request, 'mutation E2eSweepRegister($input: RegisterInput!) { register(input: $input) { pendingApproval } }', {
    input: { name: 'Sweep Candidate', email: candidate, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true, role: 'applicant' },
  });
  const editor = uniqueEmail('sweep-editor');
  await apiRegisterStudent(request, 'Sweep Editor', editor);
  const editorSession = await sessionOf(request, editor, STRONG_PASSWORD);
  await graphql(request, 'mutation E2eSweepPromote($id: ID!) { updateUser(id: $id, input: { role: editor }) { id } }', { id: editorSession.user['id'] }, adminToken);
  return {
    guest: null,
    student: await sessionOf(request, student, STRONG_PASSWORD),
    candidate: await sessionOf(request, candidate, STRONG_PASSWORD),
    editor: await sessionOf(request, editor, STRONG_PASSWORD),
    admin: await adminSession(request),
  };
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
      () => !document.querySelector('.MuiCircularProgress-indeterminate, .MuiSkeleton-root, .MuiLinearProgress-indeterminate'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Two frames: media queries re-render after a resize, and transitions start.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
    return;
  }
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, url);
}

interface Visit {
  role: SweepRole;
  theme: Theme;
}

function safeName(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '_');
}

async function sweep(browser: Browser, baseURL: string, visit: Visit, session: StoredSession | null, urls: string[], shotDir: string) {
  const local: { name: string; value: string }[] = [{ name: 'theme', value: visit.theme }];
  if (session) local.push({ name: 'token', value: session.token }, { name: 'user', value: JSON.stringify(session.user) });
  const widths = WIDTHS_OF[visit.theme];
  const context = await browser.newContext({
    baseURL,
    viewport: widths[0],
    colorScheme: visit.theme,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: local }] },
  });
  const page = await context.newPage();
  const network = trackNetwork(page);

  const problems: string[] = [];
  for (const url of urls) {
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
      const where = `${visit.role} ${viewport.width}px ${visit.theme} ${url}`;
      const here: string[] = [];
      const overflow = await horizontalOverflow(page);
      if (overflow.px > 0) here.push(`${overflow.px} px of sideways scroll, from ${overflow.culprit}`);
      here.push(...(await narrowFields(page)).map((field) => `narrow field: ${field}`));
      lap(`checks${viewport.width}`);
      if (AXE_WIDTH[visit.theme] === viewport.width) {
        here.push(...(await seriousAxeViolations(page)));
        lap(`axe${viewport.width}`);
      }
      if (here.length) {
        await page.screenshot({ path: `${shotDir}/${safeName(where)}.png`, fullPage: true }).catch(() => undefined);
        found.push(...here.map((problem) => `${where}: ${problem}`));
      }
    }
    // Console errors and failed requests of the whole visit (load and the three widths).
    found.push(...network.heard().map((problem) => `${visit.role} ${visit.theme} ${url}: ${problem}`));
    if (process.env.SWEEP_TIMING) console.log(`SWEEP-TIME ${visit.role} ${visit.theme} ${url} ${Date.now() - started} ms (${phases.join(', ')})`);
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
  let roleSessions: Record<SweepRole, StoredSession | null>;
  let ids: SeededIds;

  test.beforeAll(async ({ request }) => {
    roleSessions = await sessions(request);
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
      test.setTimeout(8 * 60_000);
      const urls = sweepRoutes()
        .filter((route) => route.roles.includes(role))
        .filter((route) => route.roles.length < SWEEP_ROLES.length || PUBLIC_PAGE_ROLES.includes(role))
        .map((route) => urlFor(route.pattern, ids))
        // SWEEP_ONLY=regex narrows the routes while working on one screen.
        .filter((url) => !process.env.SWEEP_ONLY || new RegExp(process.env.SWEEP_ONLY).test(url));
      const found = await Promise.all(
        THEMES.map((theme) => sweep(browser, baseURL!, { role, theme }, roleSessions[role], urls, testInfo.outputDir)),
      );
      expect(found.flat()).toEqual([]);
    });
  }
});
