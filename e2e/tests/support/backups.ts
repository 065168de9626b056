/** Taking a backup from System Settings › System, as an administrator does. */
import { expect, type Page } from '@playwright/test';
import { notice } from './app.js';

/** On /admin/settings: opens the System tab, presses Back up now, and checks the new backup is listed with its size. */
export async function takeBackupFromSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'System' }).click();
  const backups = page.getByRole('table', { name: 'Backups' });
  await expect(backups).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(notice(page, /^Backup complete: backup-.+\.ejson\.gz \(\d+(\.\d)? (KB|MB)\)$/)).toBeVisible({ timeout: 30_000 });
  const row = backups.getByRole('row').filter({ hasText: 'Succeeded' }).first();
  await expect(row).toContainText(/\.ejson\.gz/);
  await expect(row).toContainText(/\d+(\.\d)? (KB|MB)/);
}
