import { expect, test } from '@playwright/test';

// Service and contact icons are emoji, drawn by the colour emoji font the app bundles, fetched
// only by a page that shows one.

test.describe('emoji font', () => {
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
      // without an emoji font (this one), a system font would draw an empty box.
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
