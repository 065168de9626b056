import { chromium } from '@playwright/test';
import { generate } from 'otplib';
const BASE = 'http://127.0.0.1:3610';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = (process.env.PAGES ?? '/admin,/admin/analytics,/admin/settings,/admin/activity').split(',');
for (const scheme of ['light', 'dark']) {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(BASE + '/login?role=admin');
    await page.getByLabel('Email Address').fill('shot-admin@example.com');
    await page.locator('input[name=password]').fill('Shot!Admin-Passw0rd');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(await generate({ secret: 'JBSWY3DPEHPK3PXPE2EADMINTOTP2345' }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin/);
    for (const p of pages) {
      await page.goto(BASE + p);
      await page.waitForTimeout(2500);
      const name = `${p.replace(/\//g, '_')}-${w}-${scheme}.png`;
      await page.screenshot({ path: `/work/notes/screens/s24/${name}`, fullPage: w > 500 ? false : false });
    }
    await ctx.close();
  }
}
await browser.close();
