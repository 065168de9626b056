import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, adminSidebar, enterTwoFactorCode, notice, setUpTwoFactor, signIn, signInAsAdminThroughForm, uniqueEmail } from './support/app.js';

// Journey: students and administrators register; an administrator request waits for approval by an
// existing administrator; the guards keep each role in its place (spec sections 1, 2, 4, 5, 6).

interface Registration {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

async function fillRegistration(page: Page, { name, email, password, confirmPassword = password }: Registration) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=confirmPassword]').fill(confirmPassword);
}

async function logoutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('accounts', () => {
  test('a student registers, lands on the dashboard, is kept out of /admin and /login, and logs out', async ({ page }) => {
    const name = 'Stella Student';
    const email = uniqueEmail('e2e-student');

    await page.goto('/register?role=student');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Role/ })).toHaveText('Student/Learner');
    // Phone and company are only asked of candidates and administrators.
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveCount(0);

    await fillRegistration(page, { name, email, password: STRONG_PASSWORD, confirmPassword: 'Str0ng!Different' });
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(page.getByText("Passwords don't match yet")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
    await expect(page).toHaveURL(/\/register/);

    await page.locator('input[name=confirmPassword]').fill(STRONG_PASSWORD);
    await expect(page.getByText('Passwords match')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toHaveCount(0);
    await submit.click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${name}` })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name })).toHaveAttribute('href', '/dashboard');

    // Guards: a student is sent away from /admin to /, and from /login to /dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(banner.getByRole('link', { name })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${name}` })).toBeVisible();

    await logoutFromHeader(page);
    await expect(banner.getByRole('link', { name })).toHaveCount(0);
    // Signed out for real: the dashboard asks for sign-in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin request waits for approval, is approved by an administrator, then signs in to /admin', async ({ page }) => {
    // A long journey of many screens: allow for a loaded machine (3 × the default timeout).
    test.slow();
    const name = `Ada Applicant ${Date.now()}`;
    const email = uniqueEmail('e2e-new-admin');

    // The request.
    await page.goto('/register?role=admin');
    await expect(page.getByRole('combobox', { name: /Role/ })).toHaveText('Administrator');
    await expect(
      page.getByText('Administrator accounts require approval by an existing administrator. You will receive an e-mail once your request has been reviewed.'),
    ).toBeVisible();
    await fillRegistration(page, { name, email, password: STRONG_PASSWORD });
    await page.getByRole('textbox', { name: 'Company' }).fill('E2E Testing Ltd');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Approval required' })).toBeVisible();
    // Spec section 1: the user is told an e-mail follows once the request has been reviewed.
    await expect(page.getByRole('alert')).toContainText(/e-mail once .*reviewed/);
    await expect(page.getByText('You can sign in once it has been approved.', { exact: false })).toBeVisible();

    // Not signed in: /admin sends a guest to /login, and signing in is refused until approved.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, STRONG_PASSWORD, 'admin');
    await expect(page.getByRole('alert')).toContainText('awaiting approval');
    await expect(page).toHaveURL(/\/login/);

    // The existing administrator (password, then the code from the authenticator) finds the request
    // among the pending ones and approves it.
    await signInAsAdminThroughForm(page);
    await adminSidebar(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('alert').filter({ hasText: /waiting for approval/ }).getByRole('button', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?status=pending$/);
    // As a person does, the search is typed once the list shows the pending filter (the address
    // changes before the router has rendered the new view).
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending approval');
    await page.getByPlaceholder('Search users...').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const review = page.getByRole('dialog', { name: 'Approve Request' });
    await expect(review).toContainText(email);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(page, `${name} has been approved`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // The new administrator signs in, sets up two-factor sign-in (required for admins) and lands in
    // the back office; the next sign-in asks for the code.
    await signIn(page, email, STRONG_PASSWORD, 'admin');
    const secret = await setUpTwoFactor(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-user-name')).toHaveText(name);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await signIn(page, email, STRONG_PASSWORD, 'admin');
    await enterTwoFactorCode(page, secret);
    await expect(page).toHaveURL(/\/admin$/);
  });
});
