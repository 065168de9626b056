import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, apiSignIn, graphql, uniqueEmail } from './support/app.js';
import { SWEEP_ROLES, sweepRoutes, urlFor } from './support/route-list.js';
import type { SeededIds, SweepRole } from './support/route-list.js';
import { apiSignInSteps } from './support/two-factor.js';
import { horizontalOverflow, narrowFields, seriousAxeViolations } from './support/sweep-checks.js';

// Issue 19: every route of the router, for each role that may see it, at a phone, a tablet and a
// desktop width, in light and dark. One browser context per role × width × theme visits all of that
// role's routes in turn; the contexts run a few at a time in the one browser.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
];
const THEMES = ['light', 'dark'] as const;
// axe is the slow check (about a second a page): it runs at the phone and desktop widths, in both
// themes; the tablet width gets every other check. This keeps the sweep within a few minutes.
const AXE_WIDTHS = new Set([390, 1366]);
const CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 3);

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
    admin: await sessionOf(request, ADMIN.email, ADMIN.password),
  };
}

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const data = await graphql<{ courses: { items: { id: string }[] }; jobs: { items: { id: string }[] } }>(
    request,
    'query E2eSweepIds { courses { items { id } } jobs { items { id } } }',
  );
  const courseId = data.courses.items[0]?.id;
  const jobId = data.jobs.items[0]?.id;
  if (!courseId || !jobId) throw new Error('The sweep needs the seeded sample courses and jobs (SEED_SAMPLE_DATA).');
  return { courseId, jobId };
}

/** Waits until the page has loaded its data and no spinner is left (never fails on its own). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

interface Visit {
  role: SweepRole;
  width: number;
  theme: (typeof THEMES)[number];
}

async function sweep(browser: Browser, baseURL: string, visit: Visit, session: StoredSession | null, urls: string[], shotDir: string) {
  const viewport = WIDTHS.find((w) => w.width === visit.width) ?? WIDTHS[0]!;
  const context = await browser.newContext({
    baseURL,
    viewport,
    colorScheme: visit.theme,
    storageState: {
      cookies: [],
      origins: session
        ? [{ origin: baseURL, localStorage: [{ name: 'token', value: session.token }, { name: 'user', value: JSON.stringify(session.user) }] }]
        : [],
    },
  });
  const page = await context.newPage();
  let heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') heard.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it still had in flight; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') heard.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });

  const problems: string[] = [];
  for (const url of urls) {
    heard = [];
    await page.goto(url);
    await settle(page);
    const found = [...heard];
    const overflow = await horizontalOverflow(page);
    if (overflow.px > 0) found.push(`${overflow.px} px of sideways scroll, from ${overflow.culprit}`);
    found.push(...(await narrowFields(page)).map((field) => `narrow field: ${field}`));
    if (AXE_WIDTHS.has(visit.width)) found.push(...(await seriousAxeViolations(page)));
    if (found.length) {
      const where = `${visit.role} ${visit.width}px ${visit.theme} ${url}`;
      await page.screenshot({ path: `${shotDir}/${where.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true }).catch(() => undefined);
      problems.push(...found.map((problem) => `${where}: ${problem}`));
      // Printed as found, so a run cut short still tells what it saw.
      console.log(found.map((problem) => `SWEEP ${where}: ${problem}`).join('\n'));
    }
  }
  await context.close();
  return problems;
}

/** Runs the jobs at most `limit` at a time, keeping the results in order. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, jobs.length) }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  });
  await Promise.all(workers);
  return results;
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
      test.setTimeout(8 * 60_000);
      const urls = sweepRoutes()
        .filter((route) => route.roles.includes(role))
        .map((route) => urlFor(route.pattern, ids));
      const visits: Visit[] = WIDTHS.flatMap(({ width }) => THEMES.map((theme) => ({ role, width, theme })));
      const found = await pool(
        visits.map((visit) => () => sweep(browser, baseURL!, visit, roleSessions[role], urls, testInfo.outputDir)),
        CONCURRENCY,
      );
      expect(found.flat()).toEqual([]);
    });
  }
});
