import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/app.js';
import { takeBackupFromSettings } from './support/backups.js';

// Journey: an administrator takes a backup from System Settings ›
// System, sees it in the list with its size, and the dashboard's System Status shows it as the last
// backup. What a backup holds and that it restores is proven by the server's integration tests.

test('an administrator takes a backup and sees it listed and on the dashboard', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await takeBackupFromSettings(page);

  await page.goto('/admin');
  await expect(page.getByText('Last Backup').locator('..').locator('..')).toContainText('just now');
});
