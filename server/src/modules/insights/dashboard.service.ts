/**
 * The Admin Dashboard's four stat cards (spec section 3, "Dashboard stats"), each from a MongoDB
 * count or aggregation that an index serves. Months follow the site's time zone.
 */
import { requireStaff, type Actor } from '../auth/actor.js';
import { EnrollmentModel } from '../courses/enrollment.model.js';
import { CourseModel } from '../courses/course.model.js';
import { ApplicationModel, OPEN_STATUSES } from '../jobs/application.model.js';
import { JobModel, openJobsQuery } from '../jobs/job.model.js';
import { UserModel } from '../users/user.model.js';
import { siteZone } from './site-zone.js';
import { monthStart } from './zoned-time.js';

/** Every completion date is after this: `completedAt >= EPOCH` is "completed" as an index range. */
const EPOCH = new Date(0);

export type DashboardStats = {
  totalUsers: number;
  newUsersThisMonth: number;
  totalCourses: number;
  completedCourses: number;
  totalJobs: number;
  activeJobs: number;
  pendingApplications: number;
  totalRevenue: number;
  revenueThisMonth: number;
  revenueLastMonth: number;
  /** Whole percent of this month's revenue against last month's; null when last month had none. */
  revenueChangePercent: number | null;
  timezone: string;
};

/** A change in whole percent, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Revenue of completed payments paid in [from, to). */
export async function revenueBetween(from: Date, to: Date): Promise<number> {
  const [row] = await EnrollmentModel.aggregate<{ sum: number }>([
    { $match: { paymentStatus: 'completed', paidAt: { $gte: from, $lt: to } } },
    { $group: { _id: null, sum: { $sum: '$paymentAmount' } } },
  ]);
  return row?.sum ?? 0;
}

export async function getDashboardStats(actor: Actor | null, now = new Date()): Promise<DashboardStats> {
  requireStaff(actor);
  const zone = await siteZone();
  const thisMonth = monthStart(now, zone);
  const lastMonth = monthStart(now, zone, 1);
  const nextMonth = monthStart(now, zone, -1);
  const [totalUsers, newUsersThisMonth, totalCourses, completedCourses, totalJobs, activeJobs, pendingApplications, total, revenueThisMonth, revenueLastMonth] =
    await Promise.all([
      UserModel.estimatedDocumentCount(),
      UserModel.countDocuments({ createdAt: { $gte: thisMonth, $lt: nextMonth } }),
      CourseModel.estimatedDocumentCount(),
      EnrollmentModel.countDocuments({ completedAt: { $gte: EPOCH } }),
      JobModel.estimatedDocumentCount(),
      JobModel.countDocuments(openJobsQuery()),
      // Equalities and ranges on indexed fields (not $ne/$nin): counted from index keys, by MongoDB as by the embedded store.
      ApplicationModel.countDocuments({ status: { $in: [...OPEN_STATUSES] } }),
      EnrollmentModel.aggregate<{ sum: number }>([{ $match: { paymentStatus: 'completed' } }, { $group: { _id: null, sum: { $sum: '$paymentAmount' } } }]),
      revenueBetween(thisMonth, nextMonth),
      revenueBetween(lastMonth, thisMonth),
    ]);
  return {
    totalUsers,
    newUsersThisMonth,
    totalCourses,
    completedCourses,
    totalJobs,
    activeJobs,
    pendingApplications,
    totalRevenue: total[0]?.sum ?? 0,
    revenueThisMonth,
    revenueLastMonth,
    revenueChangePercent: percentChange(revenueThisMonth, revenueLastMonth),
    timezone: zone,
  };
}
