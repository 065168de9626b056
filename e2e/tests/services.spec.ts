import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { SETTLE, adminSidebar, notice, signInAsAdmin, unique } from './support/app.js';

// Journey: services are managed in the back office and only active ones reach the public site
// (spec sections 2, 4, 5, 8).

const REQUIRED_FIELDS = 'Please fill in all required fields (Title, Description, Short Description, Category)';

function publicServices(page: Page): Locator {
  return page.getByRole('region', { name: 'Our services' });
}

/** Opens /services and waits until the list from the server is shown (a seeded service is there). */
async function openPublicServices(page: Page) {
  await page.goto('/services');
  await expect(publicServices(page).getByRole('heading', { name: 'AI Strategy Consulting' })).toBeVisible();
}

/** A visitor: a fresh browser context, so nothing of the admin's session or cache is shared. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function pick(page: Page, dialog: Locator, field: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('services', () => {
  test('a visitor sees the active services and the four process steps', async ({ page }) => {
    await openPublicServices(page);
    const list = publicServices(page);
    await expect(list.getByRole('heading', { name: 'Custom Machine Learning Development' })).toBeVisible();
    // The seeded draft stays off the public site.
    await expect(list.getByRole('heading', { name: 'Computer Vision Solutions' })).toHaveCount(0);
    await expect(page.getByText('Computer Vision Solutions')).toHaveCount(0);

    const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Discovery', exact: true }) });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Discovery', 'Strategy', 'Development', 'Deployment']);
  });

  test('an admin adds a draft service, publishes it, and deletes it after confirming', async ({ page, browser }) => {
    // A long journey of many screens: allow for a loaded machine (3 × the default timeout).
    test.slow();
    const title = unique('E2E Service');
    const visitorPage = await visitor(browser);

    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services Management' })).toBeVisible();
    await expect(adminSidebar(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    // Saving an empty form names the required fields.
    await page.getByRole('button', { name: 'Add Service' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(REQUIRED_FIELDS);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Add: the status starts as draft.
    await page.getByRole('button', { name: 'Add Service' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await expect(dialog.getByRole('combobox', { name: /Status/ })).toHaveText(/draft/i);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Short Description').fill('An end-to-end test service.');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Created by the Playwright services journey; deleted at its end.');
    await pick(page, dialog, /Category/, 'Training');
    await dialog.getByRole('textbox', { name: 'Feature 1' }).fill('Hands-on workshops');
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(notice(page, 'Service created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    // A draft is not public.
    await openPublicServices(visitorPage);
    await expect(publicServices(visitorPage).getByRole('heading', { name: title })).toHaveCount(0);

    // Publish it.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await pick(page, dialog, /Status/, 'Active');
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    const publicCard = publicServices(visitorPage).getByRole('article').filter({ has: visitorPage.getByRole('heading', { name: title }) });
    await expect(async () => {
      await openPublicServices(visitorPage);
      await expect(publicCard).toBeVisible({ timeout: 1_000 });
    }).toPass(SETTLE);
    await expect(publicCard.getByText('An end-to-end test service.')).toBeVisible();
    await expect(publicCard.getByText('Hands-on workshops')).toBeVisible();

    // Delete: cancelling keeps it, confirming removes it.
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete Service' });
    await expect(confirm).toContainText('Are you sure you want to delete this service?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Service' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Service deleted successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);

    await expect(async () => {
      await openPublicServices(visitorPage);
      await expect(publicServices(visitorPage).getByRole('heading', { name: title })).toHaveCount(0, { timeout: 1_000 });
    }).toPass(SETTLE);
    await visitorPage.context().close();
  });
});
