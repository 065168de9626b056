import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/app';

/**
 * The admin top bar's search. Ctrl+K opens it, hits are grouped by type with the matched
 * text marked, the arrow keys move, Enter lands on the record's admin page searched for it.
 * SCREENSHOTS=dir keeps a picture of the open search at each width and theme, to look at by eye.
 */
const SHOTS = process.env.SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('finds a course from the top bar and opens Course Management searched for it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  // The shortcut listens once the admin shell is on screen.
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  await input.fill('e2e');
  const users = dialog.getByRole('group', { name: /^Users/ });
  await expect(users.getByRole('option').first()).toBeVisible();
  await expect(users.locator('mark').first()).toHaveText(/^e2e$/i);
  await shoot(page, 'search-1366-light');

  await input.fill('');
  await input.fill('machine');
  const courses = dialog.getByRole('group', { name: /^Courses/ });
  const first = courses.getByRole('option').first();
  await expect(first).toBeVisible();
  // The sample catalog (seeded on a fresh store) has "Machine Learning Fundamentals".
  const title = (await first.locator('p').first().innerText()).trim();
  // Move to the first course hit with the arrow keys, then open it.
  const options = dialog.getByRole('option');
  const index = await options.evaluateAll((all, wanted) => all.findIndex((o) => o.textContent.startsWith(wanted)), title);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/courses\?search=/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(title);
});

for (const theme of ['light', 'dark'] as const) {
  test(`fits a phone in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('e2e admin');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `search-390-${theme}`);
    // Full screen on a phone: its own close button stands in for Esc.
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
    if (theme === 'dark') {
      await dialog.getByRole('combobox', { name: 'Search' }).fill('e2e admin');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await page.setViewportSize({ width: 1366, height: 900 });
      await shoot(page, 'search-1366-dark');
    }
  });
}
