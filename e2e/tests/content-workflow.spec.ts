import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SETTLE, adminSidebar, graphql, notice, signInAsAdmin, unique } from './support/app.js';
import { adminSession } from './support/two-factor.js';

// Journey: the back office's content workflow. An admin edits a service and a course, restores
// their earlier versions from the History panel and the public pages show them again; pauses two
// jobs at once and undoes it from the outcome notice; hides five FAQs and undoes it; schedules a
// job for the next minute and sees it appear on /career; and a filtered Users list survives a
// reload and a copied link.

const SERVICE = 'AI Strategy Consulting';

async function publicShortDescription(page: Page, text: string) {
  await page.goto('/services');
  const card = page.getByRole('region', { name: 'Our services' }).getByRole('article').filter({ has: page.getByRole('heading', { name: SERVICE }) });
  await expect(card.getByText(text)).toBeVisible({ timeout: 1_000 });
}

test.describe('content workflow', () => {
  test('an admin restores the earlier version of a service and the public page shows it', async ({ page, browser }) => {
    test.slow();
    const visitor = await (await browser.newContext()).newPage();
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Services' }).click();

    const card = page.getByRole('article', { name: SERVICE });
    await card.getByRole('button', { name: `Edit ${SERVICE}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Service' });
    const field = dialog.getByLabel('Short Description');
    const original = await field.inputValue();
    const edited = unique('Edited summary');
    await field.fill(edited);
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(dialog).toBeHidden();
    await expect(async () => publicShortDescription(visitor, edited)).toPass(SETTLE);

    // History › Versions: the version before the edit, restored.
    await card.getByRole('button', { name: `Edit ${SERVICE}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History: ${SERVICE}` });
    await history.getByRole('tab', { name: 'Versions' }).click();
    const earlier = history.getByRole('listitem').filter({ hasText: 'Before the first recorded change' });
    await earlier.getByRole('button', { name: 'Compare with current' }).click();
    await expect(earlier.getByText(original).first()).toBeVisible();
    await earlier.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page, 'Version restored. The change is in the history.')).toBeVisible();
    await expect(history).toBeHidden();

    await expect(async () => publicShortDescription(visitor, original)).toPass(SETTLE);
    await visitor.context().close();
  });

  test('an admin pauses two jobs at once and undoes it', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();

    const active = page.getByRole('article').filter({ has: page.getByText('Active', { exact: true }) });
    const names = await Promise.all([0, 1].map(async (i) => (await active.nth(i).getAttribute('aria-label')) ?? ''));
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Pause' }).click();

    const outcome = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Undo' }) });
    await expect(outcome).toBeVisible();
    // The pointer rests on the notice while the list is read, as a person about to undo does: the
    // notice then stays past its 10 s (on a loaded machine reading the list took longer than that).
    await outcome.hover();
    for (const name of names) await expect(page.getByRole('article', { name }).getByText('Paused', { exact: true })).toBeVisible();

    await outcome.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone: 2 items are as they were.')).toBeVisible();
    for (const name of names) await expect(page.getByRole('article', { name }).getByText('Active', { exact: true })).toBeVisible();
  });

  test('an admin edits a course and restores the version before the edit; its public page shows it again', async ({ page, browser, request }) => {
    test.slow();
    const { token } = await adminSession(request);
    const title = unique('Restorable course');
    const original = 'A course whose description is restored from its history.';
    const created = await graphql<{ createCourse: { id: string } }>(
      request,
      'mutation($input: CourseInput!) { createCourse(input: $input) { id } }',
      { input: { title, description: original, status: 'published', modules: [{ title: 'Basics', lessons: [{ title: 'First steps' }] }] } },
      token,
    );
    const visitor = await (await browser.newContext()).newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/courses?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Course' });
    const edited = unique('An edited description');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(edited);
    await dialog.getByRole('button', { name: 'Update Course' }).click();
    await expect(notice(page, 'Course updated successfully!')).toBeVisible();
    await expect(async () => {
      await visitor.goto(`/courses/${created.createCourse.id}`);
      await expect(visitor.getByText(edited).first()).toBeVisible({ timeout: 1_000 });
    }).toPass(SETTLE);

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Course' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History: ${title}` });
    await history.getByRole('tab', { name: 'Versions' }).click();
    // Newest first: the course as it was before its first recorded change is the last.
    const earlier = history.getByRole('listitem').last();
    await expect(earlier).toContainText('Before the first recorded change');
    await earlier.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page, 'Version restored. The change is in the history.')).toBeVisible();

    await expect(async () => {
      await visitor.goto(`/courses/${created.createCourse.id}`);
      await expect(visitor.getByText(original).first()).toBeVisible({ timeout: 1_000 });
    }).toPass(SETTLE);
    await visitor.context().close();
  });

  test('an admin hides five FAQs at once; visitors no longer see them; Undo shows them again', async ({ page, browser, request }) => {
    test.slow();
    const { token } = await adminSession(request);
    const questions = [1, 2, 3, 4, 5].map((n) => unique(`Bulk FAQ ${String(n)}`) + '?');
    for (const question of questions) {
      await graphql(request, 'mutation($input: FaqInput!) { createFaq(input: $input) { id } }', { input: { question, answer: 'An answer for the bulk journey.', category: 'General' } }, token);
    }
    const visitor = await (await browser.newContext()).newPage();
    const visitorSees = async (question: string) => {
      await visitor.goto('/contact');
      return visitor.getByText(question, { exact: true }).count();
    };
    await expect.poll(() => visitorSees(questions[0]!), SETTLE).toBe(1);

    await signInAsAdmin(page);
    await page.goto('/admin/contact');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    for (const question of questions) await page.getByRole('checkbox', { name: `Select ${question}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('5 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Hide' }).click();
    const outcome = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Undo' }) });
    await expect(outcome).toHaveText(/5 items changed/);
    await outcome.hover();
    for (const question of questions) await expect(page.getByRole('listitem', { name: question }).getByText('Hidden', { exact: true })).toBeVisible();
    for (const question of questions) await expect.poll(() => visitorSees(question), SETTLE).toBe(0);

    await outcome.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone: 5 items are as they were.')).toBeVisible();
    for (const question of questions) await expect(page.getByRole('listitem', { name: question }).getByText('Hidden', { exact: true })).toHaveCount(0);
    await expect.poll(() => visitorSees(questions[4]!), SETTLE).toBe(1);
    await visitor.context().close();
  });

  test('an admin schedules a paused job for the next minute and it appears on /career at its time', async ({ page, browser, request }) => {
    // The scheduler looks once a minute: the job appears within two.
    test.setTimeout(240_000);
    const { token } = await adminSession(request);
    const title = unique('Scheduled role');
    await graphql(
      request,
      'mutation($input: JobInput!) { createJob(input: $input) { id } }',
      { input: { title, company: 'AI Solutions', location: 'Remote', description: 'A job published by the scheduler.', status: 'paused' } },
      token,
    );
    const { systemSettings } = await graphql<{ systemSettings: { general: { timezone: string } } }>(request, '{ systemSettings { general { timezone } } }', {}, token);
    // The next minute, as the site's clock reads it (the field is in the site's time zone).
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: systemSettings.general.timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + 60_000))
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
    const nextMinute = `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;

    await signInAsAdmin(page);
    await page.goto(`/admin/jobs?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await dialog.getByRole('textbox', { name: 'Publish at', exact: true }).fill(nextMinute);
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/^Publishes /)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    const posting = visitor.getByRole('region', { name: 'Open positions' }).getByRole('article', { name: title });
    await visitor.goto('/career');
    await expect(posting).toHaveCount(0);
    await expect(async () => {
      await visitor.goto('/career');
      await expect(posting).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    await page.reload();
    await expect(page.getByRole('article', { name: title }).getByText('Active', { exact: true })).toBeVisible();
    await visitor.context().close();
  });

  test('a filtered Users list survives a reload and opens the same from a copied link', async ({ page, browser }) => {
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const search = (on: Page) => on.getByPlaceholder('Search users...');
    await search(page).fill('example');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/search=example/);
    await expect(page).toHaveURL(/role=admin/);
    const table = (on: Page) => on.getByRole('table');
    // The rows are read once the list shows the filter's answer: administrators only (the Role column).
    await expect(async () => {
      const roles = await table(page).locator('[data-testid="user-row"] td:nth-child(3)').allInnerTexts();
      expect(roles.length).toBeGreaterThan(0);
      expect(new Set(roles.map((role) => role.trim()))).toEqual(new Set(['Admin']));
    }).toPass(SETTLE);
    const shown = await table(page).innerText();

    await page.reload();
    await expect(search(page)).toHaveValue('example');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Admin');
    await expect.poll(() => table(page).innerText()).toBe(shown);

    // A colleague (another signed-in admin) opens the copied address and sees the same view.
    const link = page.url();
    const colleague = await (await browser.newContext()).newPage();
    await signInAsAdmin(colleague);
    await colleague.goto(link);
    await expect(search(colleague)).toHaveValue('example');
    await expect.poll(() => table(colleague).innerText()).toBe(shown);
    await colleague.context().close();
  });
});
