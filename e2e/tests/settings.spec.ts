import { expect, test, type Page } from '@playwright/test';
import { SETTLE, graphql, notice, putBackAfterEach, signInAsAdmin, unique } from './support/app.js';
import { takeBackupFromSettings } from './support/backups.js';

// Journey (System Settings that take effect): the administrator signs in with a second
// factor, renames the site and sees the new name in the public header and the page title, turns
// Maintenance Mode on and sees the maintenance page as a guest, turns it off, and takes a backup.
// Later journeys share this server: the site name and Maintenance Mode are put back as found.

const SAVED = 'Settings saved successfully!';

async function openSettings(page: Page, tab: 'General' | 'System') {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: tab }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, SAVED)).toBeVisible();
}

/** Whatever happens to the journey, later ones meet the site as it was: its name, out of maintenance. */
const putBack = putBackAfterEach();

test('an administrator renames the site, puts it in maintenance and back, and takes a backup', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await openSettings(page, 'General');
  const siteName = page.getByLabel('Site Name');
  const original = await siteName.inputValue();
  const renamed = unique('Acme Journeys').slice(0, 40);

  putBack((request, token) =>
    graphql(request, 'mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }', { input: { general: { siteName: original }, system: { maintenanceMode: false } } }, token),
  );
  await siteName.fill(renamed);
  await save(page);

  // The public site: the header's brand and the page title carry the new name. (Through several
  // app processes, the others see a change within about a second: SETTLE allows for that.)
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: `${renamed} home` })).toBeVisible({ timeout: 2_000 });
  }).toPass(SETTLE);
  await expect(page).toHaveTitle(renamed);

  await openSettings(page, 'System');
  await page.getByLabel('Maintenance Mode').check();
  await save(page);
  await expect(page.getByText('The site is in maintenance mode')).toBeVisible();

  // A guest (a browser of their own, signed out) meets the maintenance page.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await expect(async () => {
      await guest.goto('/');
      await expect(guest.getByRole('heading', { name: "We'll be back soon" })).toBeVisible({ timeout: 2_000 });
    }).toPass(SETTLE);
    await expect(guest.getByText(`${renamed} is down for maintenance. Please try again soon.`)).toBeVisible();

    await page.getByLabel('Maintenance Mode').uncheck();
    await save(page);
    await expect(async () => {
      await guest.reload();
      await expect(guest.getByRole('banner').getByRole('link', { name: `${renamed} home` })).toBeVisible({ timeout: 2_000 });
      await expect(guest.getByText('is down for maintenance')).toHaveCount(0, { timeout: 2_000 });
    }).toPass(SETTLE);
  } finally {
    await guestContext.close();
  }

  await takeBackupFromSettings(page);

  // The original name again, through the screen.
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByLabel('Site Name').fill(original);
  await save(page);
  await expect(async () => {
    await page.goto('/');
    await expect(page).toHaveTitle(original, { timeout: 2_000 });
  }).toPass(SETTLE);
});
