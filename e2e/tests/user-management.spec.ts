import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { adminSidebar, notice, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: an administrator manages users in User Management (spec sections 2, 5, 6, 8).

async function openUserManagement(page: Page) {
  await signInAsAdmin(page);
  await adminSidebar(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByText('Manage all users, roles, and permissions')).toBeVisible();
}

function search(page: Page): Locator {
  return page.getByPlaceholder('Search users...');
}

async function pick(page: Page, dialog: Locator, field: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('user management', () => {
  test('an admin adds a user, finds it, edits it and deletes it after confirming', async ({ page }) => {
    // A long journey of many screens: allow for a loaded machine (3 × the default timeout).
    test.slow();
    const name = `Uma ${unique('User')}`;
    const email = uniqueEmail('e2e-managed');
    await openUserManagement(page);

    // Add: role user and status active by default.
    await page.getByRole('button', { name: 'Add User' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New User' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Role/ })).toHaveText('User');
    await expect(dialog.getByRole('combobox', { name: /Status/ })).toHaveText('Active');
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Department' }).fill('Quality');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(notice(page, 'User added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find it by search.
    await search(page).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
    // The first cell holds the row's bulk-selection checkbox.
    const cells = row.getByRole('cell');
    await expect(cells.nth(0).getByRole('checkbox', { name: `Select ${name}` })).toBeVisible();
    await expect(cells.nth(1)).toContainText(name);
    await expect(cells.nth(2)).toHaveText('User');
    await expect(cells.nth(3)).toHaveText('Active');
    await expect(cells.nth(5)).toHaveText('Never');

    // Edit: position and role.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
    await dialog.getByRole('textbox', { name: 'Position' }).fill('QA Lead');
    await pick(page, dialog, /Role/, 'Editor');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'User updated successfully!')).toBeVisible();
    await expect(cells.nth(2)).toHaveText('Editor');

    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toContainText(email);
    await expect(details).toContainText('QA Lead');
    await expect(details).toContainText('Quality');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // Delete: cancelling keeps the user, confirming removes it.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText('Are you sure you want to delete this user?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    confirm = page.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'User deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No users found')).toBeVisible();

    // Gone for good, not only from this page's memory.
    await page.reload();
    await search(page).fill(email);
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('a search without a match shows No users found', async ({ page }) => {
    await openUserManagement(page);
    await expect(page.getByRole('row').filter({ hasText: '@' }).first()).toBeVisible();
    await search(page).fill(`nobody-${Date.now()}@nowhere.invalid`);
    await expect(page.getByText('No users found')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(0);

    await search(page).fill('');
    await expect(page.getByRole('row').filter({ hasText: '@' }).first()).toBeVisible();
  });
});
