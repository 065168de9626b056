import { expect, test } from '@playwright/test';
import { notice, signInAsAdmin } from './support/app.js';

// Journey (issue 13, Backup Frequency): an administrator takes a backup from System Settings ›
// System, sees it in the list with its size, and the dashboard's System Status shows it as the last
// backup. What a backup holds and that it restores is proven by the server's integration tests.

test('an administrator takes a backup and sees it listed and on the dashboard', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'System' }).click();
  const backups = page.getByRole('table', { name: 'Backups' });
  await expect(backups).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(notice(page, /^Backup complete: backup-.+\.ejson\.gz \(\d+(\.\d)? (KB|MB)\)$/)).toBeVisible({ timeout: 30_000 });
  const row = backups.getByRole('row').filter({ hasText: 'Succeeded' }).first();
  await expect(row).toContainText(/\.ejson\.gz/);
  await expect(row).toContainText(/\d+(\.\d)? (KB|MB)/);

  await page.goto('/admin');
  await expect(page.getByText('Last Backup').locator('..').locator('..')).toContainText('just now');
});
