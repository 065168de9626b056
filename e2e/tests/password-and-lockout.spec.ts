import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, apiRegisterStudent, sentMails, signIn, uniqueEmail } from './support/app.js';

// Journey: a forgotten password is reset through the e-mailed link, and repeated wrong passwords
// lock the account (spec sections 2, 4, 8; lockout after the 'login attempts' setting, 5).

const NEW_PASSWORD = 'N3w!Passw0rd-e2e';
const INVALID = 'Invalid email or password';
const LOCKED = /locked.*try again in 15 minutes/i;

test.describe('password and lockout', () => {
  test('forgot password: the e-mailed link sets a new password that signs in', async ({ page, request }) => {
    // A long journey of many screens: allow for a loaded machine (3 × the default timeout).
    test.slow();
    const email = uniqueEmail('e2e-forgot');
    await apiRegisterStudent(request, 'Frida Forgetful', email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toContainText('we have sent a link to reset the password');

    // Without SMTP the link reaches only the server log (the outbox redacts it); read it there.
    let resetLink = '';
    await expect
      .poll(() => {
        const mail = sentMails(email).find((m) => m.subject === 'Reset your password');
        resetLink = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? '';
        return resetLink;
      })
      .toMatch(/reset-password\?token=/);

    const url = new URL(resetLink);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.locator('input[name=newPassword]').fill(NEW_PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works; the new one does.
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await page.locator('input[name=password]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Frida Forgetful' })).toBeVisible();

    // The link works once.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto(url.pathname + url.search);
    await page.locator('input[name=newPassword]').fill('An0ther!Passw0rd');
    await page.locator('input[name=confirmPassword]').fill('An0ther!Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
  });

  test('five wrong passwords lock the account, and then the right one is refused too', async ({ page, request }) => {
    const email = uniqueEmail('e2e-lockout');
    await apiRegisterStudent(request, 'Larry Locked', email);

    await signIn(page, email, 'Wr0ng!Password-1');
    const error = page.getByRole('alert');
    await expect(error).toHaveText(INVALID);
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await page.locator('input[name=password]').fill(`Wr0ng!Password-${attempt}`);
      // Editing a field clears the previous error; the next answer brings a new one.
      await expect(error).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(error).toHaveText(INVALID);
    }

    await page.locator('input[name=password]').fill('Wr0ng!Password-5');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(error).toHaveText(LOCKED);

    await page.locator('input[name=password]').fill(STRONG_PASSWORD);
    await expect(error).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(error).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/login$/);
  });
});
