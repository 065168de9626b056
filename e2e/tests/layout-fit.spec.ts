import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/app.js';

// Fields show what they hold and pages fit the window, checked by what a user would notice.

test.describe('fields and pages fit', () => {
  test('the search boxes of Courses, Jobs and Services Management are wide enough to read at desktop widths', async ({ page }) => {
    await signInAsAdmin(page);
    for (const width of [900, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, noun] of [['/admin/courses', 'courses'], ['/admin/jobs', 'jobs'], ['/admin/services', 'services']] as const) {
        await page.goto(path);
        const box = await page.getByRole('searchbox', { name: `Search ${noun}` }).boundingBox();
        expect(box?.width, `${path} at ${width} px`).toBeGreaterThanOrEqual(180);
      }
    }
  });

  test('the Activity Log search box shows its whole placeholder on a desktop', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/activity');
    const search = page.getByRole('searchbox', { name: 'Search by actor name' });
    await expect(search).toHaveAttribute('placeholder', 'Search by actor name...');
    // The placeholder's width in the field's own font against the room inside the field.
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
    });
    expect(text).toBeLessThanOrEqual(room);
  });

  test('a job page fits the window on a phone and on a desktop', async ({ page, request }) => {
    const jobs = await request.post('/graphql', { data: { query: '{ jobs { items { id } } }' } });
    const id = ((await jobs.json()) as { data: { jobs: { items: { id: string }[] } } }).data.jobs.items[0]!.id;
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/career/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll at ${viewport.width} px`).toBe(0);
    }
  });
});

test.describe('page titles fit', () => {
  test("a long German title wraps within a phone's width instead of being cut off", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [['/de/terms', 'Nutzungsbedingungen'], ['/de/privacy', 'Datenschutzerklärung']] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      // Every letter inside the heading's own box: nothing runs past it into the hidden overflow.
      const { scroll, client } = await heading.evaluate((h) => ({ scroll: h.scrollWidth, client: h.clientWidth }));
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });
});
