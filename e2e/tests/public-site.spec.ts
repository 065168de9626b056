import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// Journey: a visitor finds their way around the public site (spec section 2, public layout).

const NAV = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Services', path: '/services' },
  { label: 'Courses', path: '/courses' },
  { label: 'Career', path: '/career' },
  { label: 'Contact', path: '/contact' },
] as const;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('public site', () => {
  test('header links lead to their routes and highlight the current one', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    for (const { label } of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    for (const { label, path } of NAV) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      // Only the current link is highlighted (Home must not light up on every page).
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('the Login dropdown offers the three sign-in routes and preselects the role', async ({ page }) => {
    await page.goto('/');
    const items = [
      { name: 'Student Login', href: '/login?role=student', role: 'Student/Learner' },
      { name: 'Candidate Login', href: '/login?role=applicant', role: 'Candidate' },
      { name: 'Admin Login', href: '/login?role=admin', role: 'Administrator' },
    ];
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(items.map((item) => item.name));
    for (const item of items) await expect(menu.getByRole('menuitem', { name: item.name })).toHaveAttribute('href', item.href);

    await menu.getByRole('menuitem', { name: 'Candidate Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?role=applicant');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Candidate', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the Get Started dropdown offers the three registrations with their descriptions', async ({ page }) => {
    await page.goto('/');
    const items = [
      { name: 'Join as Student', text: 'Access to courses and learning', href: '/register?role=student' },
      { name: 'Join as Candidate', text: 'Apply for jobs and careers', href: '/register?role=applicant' },
      { name: 'Admin Access', text: 'Manage platform, approval required', href: '/register?role=admin' },
    ];
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    for (const item of items) {
      const entry = menu.getByRole('menuitem', { name: new RegExp(`^${item.name}`) });
      await expect(entry).toContainText(item.text);
      await expect(entry).toHaveAttribute('href', item.href);
    }

    await menu.getByRole('menuitem', { name: /^Admin Access/ }).click();
    await expect(page).toHaveURL(/\/register\?role=admin$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Role/ })).toHaveText('Administrator');
    await expect(page.getByText('Administrator accounts require approval by an existing administrator.')).toBeVisible();
  });

  test('the footer shows the tagline, quick links, copyright and legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/AI solutions and comprehensive training programs/)).toBeVisible();
    await expect(footer.getByText('© 2024')).toBeVisible();

    const quickLinks = [
      { name: 'About Us', href: '/about' },
      { name: 'Services', href: '/services' },
      { name: 'Courses', href: '/courses' },
      { name: 'Career', href: '/career' },
    ];
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    for (const link of quickLinks) await expect(footer.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);

    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test.describe('theme', () => {
    test.use({ colorScheme: 'light' });

    test('the toggle switches light and dark, is stored and survives a reload', async ({ page }) => {
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).not.toHaveClass(/\bdark\b/);

      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(html).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      await expect(html).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await expect(html).not.toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await page.reload();
      await expect(html).not.toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    });
  });

  test('an unknown path shows Page not found and Go Home leads to /', async ({ page }) => {
    // 404 for search engines, with the app's page for people.
    expect((await page.goto('/this/page/does-not-exist'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu toggle shows the same links', async ({ page }) => {
      await page.goto('/');
      await expect(mainNav(page)).toBeHidden();

      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
      await toggle.click();
      const mobile = page.getByRole('navigation', { name: 'Mobile navigation' });
      await expect(mobile).toBeVisible();
      for (const { label, path } of NAV) {
        await expect(mobile.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
      }
      await expect(mobile.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
      for (const name of ['Student Login', 'Candidate Login', 'Admin Login', /^Join as Student/, /^Join as Candidate/, /^Admin Access/]) {
        await expect(mobile.getByRole('link', { name })).toBeVisible();
      }

      await mobile.getByRole('link', { name: 'Courses', exact: true }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(mobile).toBeHidden();

      await toggle.click();
      await expect(mobile.getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Close navigation menu' }).click();
      await expect(mobile).toBeHidden();
    });
  });
});
