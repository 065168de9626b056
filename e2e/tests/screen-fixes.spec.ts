import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, apiRegisterStudent, signIn, signInAsAdmin, uniqueEmail } from './support/app.js';

// Issue 19: layout bugs a newcomer found, each pinned by what a user would notice.

test.describe('screen fixes', () => {
  test('the search boxes of Courses, Jobs and Services Management are wide enough to read at desktop widths', async ({ page }) => {
    await signInAsAdmin(page);
    for (const width of [900, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, noun] of [['/admin/courses', 'courses'], ['/admin/jobs', 'jobs'], ['/admin/services', 'services']] as const) {
        await page.goto(path);
        const box = await page.getByRole('searchbox', { name: `Search ${noun}` }).boundingBox();
        expect(box?.width, `${path} at ${width} px`).toBeGreaterThanOrEqual(180);
      }
    }
  });

  test('the Activity Log search box shows its whole placeholder on a desktop', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/activity');
    const search = page.getByRole('searchbox', { name: 'Search by actor name' });
    await expect(search).toHaveAttribute('placeholder', 'Search by actor name...');
    // The placeholder's width in the field's own font against the room inside the field.
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
    });
    expect(text).toBeLessThanOrEqual(room);
  });

  test('a job page fits the window on a phone and on a desktop', async ({ page, request }) => {
    const jobs = await request.post('/graphql', { data: { query: '{ jobs { items { id } } }' } });
    const id = ((await jobs.json()) as { data: { jobs: { items: { id: string }[] } } }).data.jobs.items[0]!.id;
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/career/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll at ${viewport.width} px`).toBe(0);
    }
  });

  test('a page without emoji icons fetches none of the emoji font (its footer’s © is text)', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/twemoji-[\w-]+\.woff2$/.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/©/).first()).toBeVisible();
    // The app adds the emoji face once it has taken the page over; the browser fetches it only for an emoji.
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('AI Solutions Emoji')))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
  });

  test('service and contact icons are drawn by the bundled colour emoji font, whatever the machine has installed', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    for (const [path, icon] of [['/services', '🤖'], ['/contact', '📞']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('AI Solutions Emoji') && face.status === 'loaded')))
        .toBe(true);
      // The fonts the browser drew the icon's text with (DevTools' "Rendered Fonts"). On a machine
      // without an emoji font (this one), a system font drew an empty box before.
      await page.getByText(icon, { exact: true }).first().evaluate((element) => element.setAttribute('data-rendered-fonts', ''));
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-rendered-fonts]' });
      await expect
        .poll(async () => (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (bundled)' : ''}`), {
          message: `${path}: the fonts that drew ${icon}`,
        })
        .toEqual(['Twemoji Mozilla (bundled)']);
    }
  });
});

test.describe('logout', () => {
  test('Logout ends the session on the server: the old token is refused afterwards', async ({ page, request }) => {
    const email = uniqueEmail('e2e-logout');
    await apiRegisterStudent(request, 'Lou Gout', email);
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    const revoked = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('SignOutMutation') === true);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await revoked;

    const me = await request.post('/graphql', { data: { query: '{ me { email } }' }, headers: { authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
