import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, apiRegisterStudent, signIn, signInAsAdmin, uniqueEmail } from './support/app.js';

/**
 * Keyboard users: the first Tab on every layout reaches "Skip to content", which moves the focus
 * to the page's main content; a focused control shows its ring in both themes. And the page's
 * <head> follows a navigation inside the app.
 */

async function tabToSkipLink(page: Page) {
  // Once the page shows something to reach in its main content: while a screen still shows its
  // loading placeholders, the Tab after the skip link has nothing in <main> to go to and wraps
  // round to the skip link (the back office's dashboard, loading its figures, did that once).
  await expect(page.locator('main').locator('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]').first()).toBeVisible();
  // From the top of the page, as a keyboard user arrives.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  // The next Tab goes on from the main content, not from the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

test('the first Tab on the public site reaches the skip link, which moves the focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabToSkipLink(page);
});

test('the first Tab in the dashboard reaches the skip link', async ({ page, request }) => {
  const email = uniqueEmail('e2e-skip');
  await apiRegisterStudent(request, 'Kim Keys', email);
  await signIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await tabToSkipLink(page);
});

test('the first Tab in the back office reaches the skip link', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('main')).toBeVisible();
  await tabToSkipLink(page);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a focused button shows its focus ring in the ${theme} theme`, async ({ page }, testInfo) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.focus();
    // Focus by keyboard (Shift+Tab then Tab) so the browser shows :focus-visible as it does for a keyboard user.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    const ring = await send.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px' });
    await send.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`focus-ring-${theme}.png`) });
    // A click with the pointer shows no ring.
    await page.getByRole('heading', { level: 1 }).click();
    await send.hover();
    expect(await send.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('solid');
  });
}

test('a page behind sign-in, and a sign-in page, says which page it is in its title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | AI Solutions');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot Password | AI Solutions');
});

test("the page's title, canonical address and structured data follow a navigation inside the app", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AI Solutions');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('About Us | AI Solutions');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us | AI Solutions');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});
