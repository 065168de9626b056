import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { SETTLE, STRONG_PASSWORD, adminSidebar, apiRegisterStudent, notice, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: an administrator creates and publishes a course; visitors see it in the catalog with the
// level counts of the published catalog; a student enrolls from the course page and finds it on
// the dashboard; the administrator sees the enrollment and marks it paid, after which the student
// can learn and rate; a course with enrollments cannot be deleted (spec sections 2, 4, 8, 9).

/** A visitor: a fresh browser context, so nothing of the admin's session or cache is shared. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function pick(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

function levelButton(page: Page, level: string): Locator {
  return page.getByRole('group', { name: 'Filter courses by level' }).getByRole('button', { name: new RegExp(`^${level}`) });
}

/** The names of the GraphQL operations the page sends from now until `stop()`. */
function recordGraphqlOperations(page: Page): { stop: () => string[] } {
  const names: string[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? request.method());
  };
  page.on('request', onRequest);
  return {
    stop: () => {
      page.off('request', onRequest);
      return names;
    },
  };
}

/** The count shown beside a level in the public filter. */
async function levelCount(page: Page, level: string): Promise<number> {
  await page.goto('/courses');
  // The counts arrive with the catalog figures; the seeded catalog has beginner courses.
  await expect(levelButton(page, 'Beginner')).toHaveText(/Beginner\d+/);
  const text = (await levelButton(page, level).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('courses', () => {
  test('a visitor browses the seeded catalog, filters by level and opens a course', async ({ page }) => {
    await page.goto('/courses');
    const catalog = page.getByRole('region', { name: 'Course catalog' });
    await expect(catalog.getByRole('article', { name: 'Introduction to Generative AI' })).toBeVisible();
    await expect(catalog.getByRole('article', { name: 'Introduction to Generative AI' }).getByText('Free')).toBeVisible();
    // The seeded draft stays off the public site.
    await expect(page.getByText('Quantum Machine Learning')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Learning pathways' }).getByRole('article', { name: 'AI Engineer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Course statistics' }).getByText('Expert instructors')).toBeVisible();

    await levelButton(page, 'Advanced').click();
    await expect(page).toHaveURL(/\/courses\?level=advanced$/);
    await expect(catalog.getByRole('article', { name: 'MLOps: Machine Learning in Production' })).toBeVisible();
    await expect(catalog.getByRole('article', { name: 'Introduction to Generative AI' })).toHaveCount(0);

    await catalog.getByRole('link', { name: 'View course: MLOps: Machine Learning in Production' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MLOps: Machine Learning in Production' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible();
    await expect(page.getByText('David Okafor')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Enrollment' }).getByText('$499')).toBeVisible();

    expect((await page.goto('/courses/0123456789abcdef01234567'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  });

  test('an admin publishes a course, a student enrolls, the admin marks it paid, and it cannot be deleted', async ({ page, browser }) => {
    // A long journey across three people and many screens: allow for a loaded machine.
    test.slow();
    const title = unique('E2E Course');
    const studentName = 'Sam Student';
    const studentEmail = uniqueEmail('e2e-course-student');
    const guest = await visitor(browser);
    const advancedBefore = await levelCount(guest, 'Advanced');

    // The admin adds the course as a draft …
    await signInAsAdmin(page);
    await adminSidebar(page).getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Course' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Created by the Playwright courses journey.');
    await pick(page, dialog, 'Category', 'Data Science');
    await pick(page, dialog, 'Level', 'Advanced');
    await pick(page, dialog, 'Status', 'Draft');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('199');
    await dialog.getByRole('spinbutton', { name: 'Discount Price' }).fill('149');
    await dialog.getByRole('textbox', { name: 'Instructor', exact: true }).fill('Marcus Johnson');
    await dialog.getByRole('textbox', { name: 'Skills' }).fill('Forecasting, Backtesting');
    // Modules, lessons and quizzes are the course builder's (Content), not this dialog's.
    await expect(dialog.getByRole('textbox', { name: /lessons/i })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await expect(notice(page, 'Course added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    expect(await levelCount(guest, 'Advanced')).toBe(advancedBefore);

    // … then publishes it: visitors see it, and the Advanced count grows by one.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Course' });
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await pick(page, dialog, 'Status', 'Published');
    await dialog.getByRole('button', { name: 'Update Course' }).click();
    await expect(notice(page, 'Course updated successfully!')).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();

    // In a cluster run the visitor may reach a process that sees the change a second later (SETTLE).
    await expect.poll(() => levelCount(guest, 'Advanced'), SETTLE).toBe(advancedBefore + 1);
    await levelButton(guest, 'Advanced').click();
    const publicCard = guest.getByRole('article', { name: title });
    await expect(publicCard).toBeVisible();
    await expect(publicCard.getByText('$149')).toBeVisible();
    await expect(publicCard.getByText('$199')).toBeVisible();

    // A guest's Enroll leads to the student login and back to the course.
    await publicCard.getByRole('link', { name: `View course: ${title}` }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const courseUrl = new URL(guest.url()).pathname;
    await apiRegisterStudent(guest.request, studentName, studentEmail);
    await guest.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(guest).toHaveURL(`/login?role=student&redirect=${courseUrl}`);
    await guest.getByLabel('Email Address').fill(studentEmail);
    await guest.locator('input[name=password]').fill(STRONG_PASSWORD);
    // Back on the course page, a signed-in student's panel reads how the site takes payments: once,
    // before anything is counted below.
    const paymentMethodRead = guest.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'PaymentMethodQuery',
    );
    await guest.getByRole('button', { name: 'Sign In' }).click();
    await expect(guest).toHaveURL(courseUrl);
    await paymentMethodRead;

    const panel = guest.getByRole('complementary', { name: 'Enrollment' });
    // Enrolling costs one GraphQL request: the answer updates the page, nothing is fetched again.
    await guest.waitForLoadState('networkidle');
    const operations = recordGraphqlOperations(guest);
    await panel.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(panel.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(panel.getByText('Payment pending: $149.')).toBeVisible();
    await guest.waitForLoadState('networkidle');
    expect(operations.stop()).toEqual(['EnrollInCourseMutation']);

    await panel.getByRole('link', { name: 'Go to My Courses' }).click();
    await expect(guest).toHaveURL(/\/dashboard$/);
    const myCourse = guest.getByRole('region', { name: 'My courses' }).getByRole('article', { name: title });
    await expect(myCourse.getByText('Payment pending', { exact: true })).toBeVisible();
    await expect(myCourse.getByRole('link', { name: `Start learning ${title}` })).toHaveCount(0);

    // The admin sees the enrollment and marks the payment completed.
    await page.reload();
    await expect(card.getByText('1 enrollment')).toBeVisible();
    await card.getByRole('button', { name: `Enrollments of ${title}` }).click();
    const enrollments = page.getByRole('dialog', { name: /Enrollments/ });
    await expect(enrollments.getByText(studentName)).toBeVisible();
    await expect(enrollments.getByText(studentEmail)).toBeVisible();
    await expect(enrollments.getByRole('cell', { name: '$149', exact: true })).toBeVisible();
    const payment = enrollments.getByRole('combobox', { name: `Payment status of ${studentName}` });
    await expect(payment).toHaveText('Pending');
    await payment.click();
    await page.getByRole('listbox').getByRole('option', { name: 'Completed' }).click();
    await expect(enrollments.getByRole('alert')).toHaveText(`Payment of ${studentName} set to Completed.`);
    await expect(payment).toHaveText('Completed');
    await page.keyboard.press('Escape');
    await expect(enrollments).toBeHidden();

    // The student's course unlocks: it opens in the course player, and the course is rated once.
    await guest.reload();
    await expect(myCourse.getByText('Payment completed')).toBeVisible();
    await expect(myCourse.getByRole('link', { name: `Start learning ${title}` })).toHaveAttribute('href', /\/learn\//);
    // The stars are labels over visually hidden radios: click the fourth star itself.
    await myCourse.locator('label', { hasText: '4 Stars' }).click();
    await myCourse.getByRole('button', { name: `Submit rating for ${title}` }).click();
    await expect(myCourse.getByText('Thank you for rating this course.')).toBeVisible();

    // A course with enrollments is never deleted: the admin is told to archive it instead.
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Course' });
    await expect(confirm).toContainText('Are you sure you want to delete this course?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, /cannot be deleted\. Archive it instead/)).toBeVisible();
    await expect(card).toBeVisible();
    await guest.context().close();
  });
});
