import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SETTLE, adminSidebar, notice, signInAsAdmin, unique } from './support/app.js';

// Journey: the back office's content workflow. An admin edits a service, restores its earlier
// version from the History panel and the public page shows it again; then pauses two jobs at once
// and undoes it from the outcome notice.

const SERVICE = 'AI Strategy Consulting';

async function publicShortDescription(page: Page, text: string) {
  await page.goto('/services');
  const card = page.getByRole('region', { name: 'Our services' }).getByRole('article').filter({ has: page.getByRole('heading', { name: SERVICE }) });
  await expect(card.getByText(text)).toBeVisible({ timeout: 1_000 });
}

test.describe('content workflow', () => {
  test('an admin restores the earlier version of a service and the public page shows it', async ({ page, browser }) => {
    test.slow();
    const visitor = await (await browser.newContext()).newPage();
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Services' }).click();

    const card = page.getByRole('article', { name: SERVICE });
    await card.getByRole('button', { name: `Edit ${SERVICE}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Service' });
    const field = dialog.getByLabel('Short Description');
    const original = await field.inputValue();
    const edited = unique('Edited summary');
    await field.fill(edited);
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(dialog).toBeHidden();
    await expect(async () => publicShortDescription(visitor, edited)).toPass(SETTLE);

    // History › Versions: the version before the edit, restored.
    await card.getByRole('button', { name: `Edit ${SERVICE}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History: ${SERVICE}` });
    await history.getByRole('tab', { name: 'Versions' }).click();
    const earlier = history.getByRole('listitem').filter({ hasText: 'Before the first recorded change' });
    await earlier.getByRole('button', { name: 'Compare with current' }).click();
    await expect(earlier.getByText(original).first()).toBeVisible();
    await earlier.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page, 'Version restored. The change is in the history.')).toBeVisible();
    await expect(history).toBeHidden();

    await expect(async () => publicShortDescription(visitor, original)).toPass(SETTLE);
    await visitor.context().close();
  });

  test('an admin pauses two jobs at once and undoes it', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();

    const active = page.getByRole('article').filter({ has: page.getByText('Active', { exact: true }) });
    const names = await Promise.all([0, 1].map(async (i) => (await active.nth(i).getAttribute('aria-label')) ?? ''));
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Pause' }).click();

    const outcome = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Undo' }) });
    await expect(outcome).toBeVisible();
    // The pointer rests on the notice while the list is read, as a person about to undo does: the
    // notice then stays past its 10 s (on a loaded machine reading the list took longer than that).
    await outcome.hover();
    for (const name of names) await expect(page.getByRole('article', { name }).getByText('Paused', { exact: true })).toBeVisible();

    await outcome.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone: 2 items are as they were.')).toBeVisible();
    for (const name of names) await expect(page.getByRole('article', { name }).getByText('Active', { exact: true })).toBeVisible();
  });
});
