import { expect, test } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';

// The public pages come from the server with their content, and the browser takes them
// over (hydrates) without a warning, a flash or a second fetch of their data.

async function firstId(page: Page, path: 'courses' | 'jobs'): Promise<string> {
  const body = (await (await page.request.get(`/api/${path}?pageSize=1`)).json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`no ${path} in the sample content`);
  return id;
}

/** Console errors and warnings, and uncaught errors, from now on. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content, from the server', async ({ page }) => {
    const course = await firstId(page, 'courses');
    const job = await firstId(page, 'jobs');
    const pages = [
      { path: '/', heading: /Transform your business with/ },
      { path: '/about', heading: /We make artificial intelligence work/ },
      { path: '/services', heading: 'AI services that deliver results' },
      { path: '/courses', heading: 'Learn AI from practitioners' },
      { path: `/courses/${course}`, heading: /.+/ },
      { path: '/career', heading: 'Build the future of AI with us' },
      { path: `/career/${job}`, heading: /.+/ },
      { path: '/contact', heading: 'Get in Touch' },
      { path: '/terms', heading: 'Terms of Service' },
      { path: '/privacy', heading: 'Privacy Policy' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    }
    // With their data: the catalogue lists courses, and a course's page its facts.
    await page.goto('/courses');
    await expect(page.getByRole('link', { name: /^View course: / }).first()).toBeVisible();
    await page.goto(`/courses/${course}`);
    await expect(page.getByRole('region', { name: 'Course overview' })).toContainText('Certificate');
  });

  test("lists the app's code for the boot script, in place of the build's script and preload tags", async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const listed = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const code = JSON.parse(listed) as { entry: string; preload: string[] };
    expect(code.entry).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    // Every boot step's file and the home page's own.
    for (const name of ['boot-react', 'boot-apollo', 'boot-mui', 'boot-theme', 'boot-router', 'boot-app', 'public-layout', 'HomePage']) {
      expect(code.preload.some((file) => file.startsWith(`/assets/${name}-`)), name).toBe(true);
    }
  });

  test('an unknown course still shows the not-found state', async ({ page }) => {
    expect((await page.goto('/courses/665f1c2e9b1e8a0012345678'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  });
});

test.describe('hydrating', () => {
  test('takes over every public page without a console error or warning, and without asking for its data again', async ({ page }) => {
    const seen = problems(page);
    const course = await firstId(page, 'courses');
    const job = await firstId(page, 'jobs');
    const queries: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && !/RecordJobView/.test(request.postData() ?? '')) queries.push(request.postData() ?? request.url());
    });
    for (const path of ['/', '/about', '/services', '/courses', `/courses/${course}`, '/career', `/career/${job}`, '/contact', '/terms', '/privacy', '/de/privacy']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(seen).toEqual([]);
    expect(queries).toEqual([]);
  });

  test('leaves the page interactive: the theme switch and links work', async ({ page }) => {
    const seen = problems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn AI from practitioners');
    // The app navigated (no new document was loaded).
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(seen).toEqual([]);
  });

  test('a dark-mode visitor gets the dark page from the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The app's code never arrives: what shows is the server's page with the head script's choice.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
    await page.unroute(/\/assets\/.*\.js$/);
    // And once the app runs, the switch says so.
    const seen = problems(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  test("takes over a job list whose 'Posted … ago' the server wrote earlier, then shows the visitor's own time", async ({ page }) => {
    // The server's page says how long ago each job was posted as of its render (and keeps that page
    // for a while); the visitor's clock is later. Here three weeks later, so every label differs.
    const served = await (await page.request.get('/career')).text();
    const postedOnServer = /Posted (?:<!-- -->)?([^<]+)</.exec(served)?.[1];
    expect(postedOnServer).toBeTruthy();
    await page.clock.setFixedTime(Date.now() + 21 * 24 * 3600 * 1000);
    const seen = problems(page);
    await page.goto('/career', { waitUntil: 'networkidle' });
    const firstPosted = page.getByText(/^Posted /).first();
    await expect(firstPosted).toHaveText(/^Posted \d+ weeks ago$/);
    expect(await firstPosted.textContent()).not.toBe(`Posted ${postedOnServer}`);
    expect(seen).toEqual([]);
  });

  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test(`takes over a job's page in ${timezoneId}: the posting date in the visitor's zone, the deadline as the day it was set`, async ({ browser, baseURL }) => {
      // UTC+14 and UTC-11: whatever the hour, one of them is on another day than the server (UTC).
      const context = await browser.newContext({ timezoneId, baseURL });
      const page = await context.newPage();
      const jobs = (await (await page.request.get('/api/jobs?pageSize=50')).json()) as { data: { id: string; postedDate: string | null; deadline: string | null }[] };
      const job = jobs.data.find((j) => j.postedDate && j.deadline);
      if (!job?.postedDate || !job.deadline) throw new Error('no open job with a posting date and a deadline in the sample content');
      const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));
      const seen = problems(page);
      await page.goto(`/career/${job.id}`, { waitUntil: 'networkidle' });
      await expect(page.getByText(day(job.postedDate, timezoneId), { exact: true })).toBeVisible();
      // A deadline is a day (Job Management sets it as a day, ending 23:59 UTC): the same day everywhere.
      await expect(page.getByText(`Apply by ${day(job.deadline, 'UTC')}`)).toBeVisible();
      expect(seen).toEqual([]);
      await context.close();
    });
  }

  test('keeps where a visitor scrolled before the app took over the page, and their early tap on a footer link', async ({ page }) => {
    // The app's code arrives late, as on a slow phone: the visitor has read down to the footer.
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const about = footer.getByRole('link', { name: 'About Us' });
    // Taken over once React knows the footer's link.
    const hydrated = () => page.waitForFunction(() => {
      const link = [...document.querySelectorAll('footer a')].find((a) => a.textContent === 'About Us');
      return !!link && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
    });

    release();
    await hydrated();
    // The page did not jump back to the top under the visitor's finger.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    // The next page opens at its top, as any navigation does.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
