import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, apiSignIn, graphql, signIn, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: a student enrolls in a paid course and pays; without reloading, the admin's
// bell rings with the enrollment; once the payment is recorded, the dashboard's Revenue card has
// grown by the price, Recent Activity shows the payment, and the analytics course funnel counts
// the enrollment as paid.

const PRICE = 2_500;
const PUSH = 'mutation E2ePush { updateSystemSettings(input: { notifications: { pushNotifications: true } }) { notifications { pushNotifications } } }';
const CREATE = 'mutation E2eCourse($input: CourseInput!) { createCourse(input: $input) { id } }';
const REVENUE = 'query E2eRevenue { dashboardStats { totalRevenue } }';

/** The dashboard's format: thousands of dollars with one decimal at most and a K suffix. */
const revenueK = (dollars: number) => `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(dollars / 1000)}K`;

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

test('a student enrolls in a paid course and pays; the admin sees revenue, activity, funnel and a live notification', async ({ page, browser, request }) => {
  test.slow();
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  await graphql(request, PUSH, {}, adminToken);
  const title = unique('E2E Insights Course');
  await graphql(
    request,
    CREATE,
    {
      input: {
        title,
        description: 'A paid course for the insights journey.',
        category: 'data-science',
        level: 'advanced',
        price: PRICE,
        status: 'published',
        instructor: { name: 'Marcus Johnson' },
        modules: [{ title: 'Foundations', lessons: [{ title: 'Trend' }] }],
      },
    },
    adminToken,
  );
  const { dashboardStats } = await graphql<{ dashboardStats: { totalRevenue: number } }>(request, REVENUE, {}, adminToken);

  // The admin has the back office open …
  await signInAsAdmin(page);
  const revenueCard = page.getByText('Revenue', { exact: true }).locator('..');
  await expect(revenueCard).toContainText(revenueK(dashboardStats.totalRevenue));
  await expect(bell(page)).toBeVisible();
  const unreadBefore = Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // … while a student enrolls in the paid course.
  const student = await browser.newContext();
  const learner = await student.newPage();
  const studentName = 'Ines Insight';
  const studentEmail = uniqueEmail('e2e-insights-student');
  await apiRegisterStudent(learner.request, studentName, studentEmail);
  await signIn(learner, studentEmail, STRONG_PASSWORD, 'student');
  await expect(learner).toHaveURL(/\/dashboard$/);
  await learner.goto('/courses?level=advanced');
  await learner.getByRole('link', { name: `View course: ${title}` }).click();
  const panel = learner.getByRole('complementary', { name: 'Enrollment' });
  await panel.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(panel.getByText('Payment pending: $2,500.')).toBeVisible();

  // The bell rings live: no reload, no waiting for the one-minute poll.
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 5_000 });
  await bell(page).click();
  const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('button').first();
  await expect(notice).toContainText('Enrollment awaiting payment');
  await expect(notice).toContainText(`${studentName} enrolled in ${title} ($2,500)`);

  // The notification leads to Course Management, where the admin records the payment.
  await notice.click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Enrollments of ${title}` }).click();
  const enrollments = page.getByRole('dialog', { name: /Enrollments/ });
  const payment = enrollments.getByRole('combobox', { name: `Payment status of ${studentName}` });
  await payment.click();
  await page.getByRole('listbox').getByRole('option', { name: 'Completed' }).click();
  await expect(enrollments.getByRole('alert')).toHaveText(`Payment of ${studentName} set to Completed.`);
  await page.keyboard.press('Escape');

  // Dashboard: revenue has grown by the price, and Recent Activity shows the payment.
  await page.goto('/admin');
  await expect(revenueCard).toContainText(revenueK(dashboardStats.totalRevenue + PRICE));
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText(`E2E Admin marked the payment of ${studentName} for ${title} as completed`)).toBeVisible();

  // Analytics: the course funnel counts the enrollment, paid.
  await page.goto('/admin/analytics');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  const row = page.getByRole('table', { name: 'Course Funnels' }).getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^1/);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^1/);
  await expect(row.getByRole('cell').nth(1)).toContainText('100% of enrollments');
  await student.close();
});
