import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/app.js';

// Temporary: screenshots for review, not committed.
const OUT = '/tmp/lb/shots';

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([q, v]) => {
      const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` }, body: JSON.stringify({ query: q, variables: v }) });
      return res.json();
    },
    [query, variables] as const,
  );
}

test('screens', async ({ page }) => {
  test.setTimeout(600_000);
  await signInAsAdmin(page);
  const list = await gql(page, '{ courses(filter: { search: "Introduction to Generative AI" }) { items { id title } } }');
  const courseId = list.data.courses.items[0].id as string;
  for (const lang of ['en', 'de']) {
    await gql(page, 'mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }', { input: { language: lang } });
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        const name = (screen: string) => `${OUT}/${screen}-${lang}-${theme}-${width}.png`;
        await page.goto(`${prefix}/admin/courses/${courseId}/content`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: name('builder'), fullPage: width > 500 });
        const lessonButton = page.getByRole('navigation').getByRole('button').filter({ hasText: /From autocomplete/ }).first();
        await lessonButton.click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: name('lesson'), fullPage: true });
        await page.getByRole('tab', { name: lang === 'de' ? 'Vorschau' : 'Preview' }).click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: name('preview'), fullPage: true });
        if (width < 500) await page.getByRole('button', { name: lang === 'de' ? 'Zurück zur Gliederung' : 'Back to outline' }).click();
        await page.getByRole('navigation').getByRole('button').filter({ hasText: /check your understanding/ }).first().click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: name('quiz'), fullPage: true });
        await page.goto(`${prefix}/admin/courses/certificates`);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('certificates'), fullPage: true });
        await page.goto(`${prefix}/admin/courses`);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('courses'), fullPage: false });
        await page.goto(`${prefix}/admin/analytics`);
        await page.waitForTimeout(2500);
        const panel = page.locator('section[aria-labelledby="learning-title"]');
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: name('analytics') });
      }
    }
  }
});
