/**
 * The sample history: a fresh database gets a year of plausible, sample-marked history
 * that the dashboard and analytics turn into real-looking figures; a database in use gets none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { CourseModel } from '../src/modules/courses/course.model.js';
import { EnrollmentModel } from '../src/modules/courses/enrollment.model.js';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { seedSampleContent } from '../src/seed/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const STATS = '{ dashboardStats { totalUsers newUsersThisMonth completedCourses pendingApplications totalRevenue revenueThisMonth revenueLastMonth } }';
const YEAR = `{ analytics(period: "1y") {
  totalUsers { value } activeUsers { value } totalRevenue { value } conversionRate { value }
  userGrowth { value } revenue { value }
  jobFunnels { views applications interviewing hired } courseFunnels { enrollments paid completed }
} }`;

let t: TestServer | null = null;

afterEach(async () => {
  await t?.close();
  t = null;
});

describe('sample history', { timeout: 120_000 }, () => {
  it('gives a fresh database a year of history that the dashboard and analytics show', async () => {
    t = await startTestServer();
    const before = Date.now();
    await seedSampleContent(t.log);
    const admin = await t.userWithToken('admin');

    const stats = (await t.gql(STATS, undefined, admin.token)).body.data.dashboardStats;
    expect(stats.totalUsers).toBeGreaterThan(150);
    expect(stats.totalRevenue).toBeGreaterThan(10_000);
    expect(stats.revenueLastMonth).toBeGreaterThan(0);
    expect(stats.completedCourses).toBeGreaterThan(0);
    expect(stats.pendingApplications).toBeGreaterThan(0);

    const year = (await t.gql(YEAR, undefined, admin.token)).body.data.analytics;
    // Accounts and revenue in most months of the year, more lately than at the start.
    expect(year.userGrowth.filter((b: { value: number }) => b.value > 0).length).toBeGreaterThanOrEqual(10);
    expect(year.revenue.filter((b: { value: number }) => b.value > 0).length).toBeGreaterThanOrEqual(10);
    expect(year.userGrowth.at(-2).value).toBeGreaterThan(year.userGrowth[0].value);
    expect(year.activeUsers.value).toBeGreaterThan(50);
    expect(year.conversionRate.value).toBeGreaterThan(0);
    const funnel = year.jobFunnels.reduce(
      (sum: Record<string, number>, f: Record<string, number>) => ({ views: sum.views! + f.views!, applications: sum.applications! + f.applications!, hired: sum.hired! + f.hired! }),
      { views: 0, applications: 0, hired: 0 },
    );
    expect(funnel.views).toBeGreaterThan(funnel.applications);
    expect(funnel.applications).toBeGreaterThan(funnel.hired);
    expect(year.courseFunnels.some((f: { completed: number }) => f.completed > 0)).toBe(true);

    // Dated within the year before the database was created, never in the future.
    const yearAgo = new Date(before - 365 * DAY);
    const now = new Date();
    for (const [model, field] of [
      [UserModel, 'createdAt'],
      [EnrollmentModel, 'paidAt'],
      [EnrollmentModel, 'completedAt'],
      [ApplicationModel, 'createdAt'],
      [ActivityModel, 'at'],
    ] as const) {
      expect(await (model as typeof UserModel).countDocuments({ [field]: { $lt: yearAgo } }), `${field} before the year`).toBe(0);
      expect(await (model as typeof UserModel).countDocuments({ [field]: { $gt: now } }), `${field} in the future`).toBe(0);
    }
    // Marked as sample data; nobody can sign in as a sample account.
    expect(await ActivityModel.countDocuments({ sample: true })).toBeGreaterThan(500);
    expect(await UserModel.countDocuments({ email: { $not: /@example\.com$/ } })).toBe(0);
    expect(await UserModel.countDocuments({ role: { $in: ['student', 'applicant'] }, passwordHash: { $exists: true } })).toBe(0);
    // The free introduction, first in the sample catalog, is its most popular course.
    const [popular] = await CourseModel.find({ status: 'published' }, { title: 1 }).sort({ enrollmentCount: -1 }).limit(1).lean();
    expect(popular?.title).toBe('Introduction to Generative AI');
    // Each application has its history, from the application to where it stands now.
    const moved = await ApplicationModel.find({ status: { $ne: 'submitted' } }).lean();
    expect(moved.length).toBeGreaterThan(10);
    for (const application of moved) {
      expect(application.history[0]?.status).toBe('submitted');
      expect(application.history.at(-1)?.status).toBe(application.status);
    }
  });

  it('adds no history to a database that is already in use', async () => {
    t = await startTestServer();
    const admin = await t.userWithToken('admin');
    await seedSampleContent(t.log);
    expect(await UserModel.countDocuments()).toBe(1);
    expect(await EnrollmentModel.countDocuments()).toBe(0);
    expect(await ActivityModel.countDocuments({ sample: true })).toBe(0);
    expect((await t.gql(STATS, undefined, admin.token)).body.data.dashboardStats.totalRevenue).toBe(0);
  });
});
