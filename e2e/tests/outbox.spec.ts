import { expect, test } from '@playwright/test';
import { SETTLE, apiRegisterStudent, graphql, sentMails, signInAsAdmin, uniqueEmail } from './support/app.js';

// Journey: a student asks for a password reset; an administrator finds that e-mail in the Outbox,
// with its link redacted, and previews its HTML and text parts.

test.describe('outbox', () => {
  test('an admin sees the reset e-mail a student asked for, link redacted, and previews it', async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail('e2e-outbox');
    await apiRegisterStudent(request, 'Olga Outbox', email);
    await graphql(request, 'mutation E2eForgot($e: String!) { forgotPassword(email: $e) { message } }', { e: email });
    let token = '';
    await expect
      .poll(() => {
        token = /reset-password\?token=([\w-]+)/.exec(sentMails(email).find((m) => m.subject === 'Reset your password')?.text ?? '')?.[1] ?? '';
        return token;
      }, SETTLE)
      .not.toBe('');

    await signInAsAdmin(page);
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Recipient' }).fill(email);
    const row = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem').filter({ hasText: 'Reset your password' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`To ${email}`);
    await expect(row).toContainText('password-reset');
    await expect(row).toContainText('Stored');

    await row.getByRole('button', { name: 'Preview Reset your password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    const frame = dialog.frameLocator('iframe[title="The e-mail as its recipient sees it"]');
    await expect(frame.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', /reset-password\?token=%5Bredacted%5D|reset-password\?token=\[redacted\]/);
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');

    await dialog.getByRole('tab', { name: 'Text' }).click();
    const text = dialog.getByLabel('Text part');
    await expect(text).toContainText('Choose a new password:');
    await expect(text).toContainText('/reset-password?token=[redacted]');
    await expect(text).not.toContainText(token);
    expect(await dialog.innerHTML()).not.toContain(token);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
