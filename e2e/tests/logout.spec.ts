import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, apiRegisterStudent, signIn, uniqueEmail } from './support/app.js';

test.describe('logout', () => {
  test('Logout ends the session on the server: the old token is refused afterwards', async ({ page, request }) => {
    const email = uniqueEmail('e2e-logout');
    await apiRegisterStudent(request, 'Lou Gout', email);
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    const revoked = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('SignOutMutation') === true);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await revoked;

    const me = await request.post('/graphql', { data: { query: '{ me { email } }' }, headers: { authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
