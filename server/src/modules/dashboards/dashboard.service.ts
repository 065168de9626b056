/**
 * The Admin Dashboard's four stat cards (spec section 3, "Dashboard stats"), each from a MongoDB
 * count or aggregation that an index serves. Months follow the site's time zone. Revenue, new
 * users and completions are sums of the site's daily rollups when they are built for the site's
 * zone (summing 200,000 enrollment records takes about 230 ms), else aggregations of the records.
 */
import { requireStaff, type Actor } from '../../core/actor.js';
import { monthStart } from '../../core/zoned-time.js';
import { courseFigures, enrollmentFigures } from '../courses/index.js';
import { siteDays, sumOf } from '../insights/index.js';
import { applicationFigures, jobFigures, OPEN_STATUSES, openJobsQuery } from '../jobs/index.js';
import { siteZone } from '../settings/index.js';
import { userFigures } from '../users/index.js';
import { rollupsReady } from './rollup-rebuild.js';

/** The latest instant a Date holds: "every day of the history" as a range end. */
const END_OF_TIME = new Date(8.64e15);

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
  const [row] = await enrollmentFigures.aggregate<{ sum: number }>([
    { $match: { paymentStatus: 'completed', paidAt: { $gte: from, $lt: to } } },
    { $group: { _id: null, sum: { $sum: '$paymentAmount' } } },
  ]);
  return row?.sum ?? 0;
}

type Sums = { newUsersThisMonth: number; completedCourses: number; totalRevenue: number; revenueThisMonth: number; revenueLastMonth: number };

/** From the records: the reference the rollups must equal, and the fallback. */
async function directSums(thisMonth: Date, lastMonth: Date, nextMonth: Date): Promise<Sums> {
  const [newUsersThisMonth, completedCourses, total, revenueThisMonth, revenueLastMonth] = await Promise.all([
    userFigures.count({ createdAt: { $gte: thisMonth, $lt: nextMonth } }),
    enrollmentFigures.count({ completedAt: { $gte: EPOCH } }),
    enrollmentFigures.aggregate<{ sum: number }>([{ $match: { paymentStatus: 'completed' } }, { $group: { _id: null, sum: { $sum: '$paymentAmount' } } }]),
    revenueBetween(thisMonth, nextMonth),
    revenueBetween(lastMonth, thisMonth),
  ]);
  return { newUsersThisMonth, completedCourses, totalRevenue: total[0]?.sum ?? 0, revenueThisMonth, revenueLastMonth };
}

/**
 * From the site's daily rollups (every day of the history: a few hundred small documents a year).
 * Total revenue counts payments with a payment date, as monthly revenue does; start-up dates the
 * completed payments that had none (paid-at.backfill.ts).
 */
async function rollupSums(zone: string, thisMonth: Date, lastMonth: Date, nextMonth: Date): Promise<Sums> {
  const days = await siteDays(zone, null, END_OF_TIME);
  return {
    newUsersThisMonth: sumOf(days, 'signups', thisMonth, nextMonth),
    completedCourses: sumOf(days, 'completed', null, END_OF_TIME),
    totalRevenue: sumOf(days, 'revenue', null, END_OF_TIME),
    revenueThisMonth: sumOf(days, 'revenue', thisMonth, nextMonth),
    revenueLastMonth: sumOf(days, 'revenue', lastMonth, thisMonth),
  };
}

/** `source` is for tests and the bench, as in getAnalytics. */
export async function getDashboardStats(actor: Actor | null, now = new Date(), source: 'auto' | 'direct' | 'rollups' = 'auto'): Promise<DashboardStats> {
  requireStaff(actor);
  const zone = await siteZone();
  const thisMonth = monthStart(now, zone);
  const lastMonth = monthStart(now, zone, 1);
  const nextMonth = monthStart(now, zone, -1);
  const useRollups = source === 'rollups' || (source === 'auto' && (await rollupsReady(zone)));
  const [totalUsers, totalCourses, totalJobs, activeJobs, pendingApplications, sums] = await Promise.all([
    userFigures.estimatedCount(),
    courseFigures.estimatedCount(),
    jobFigures.estimatedCount(),
    jobFigures.count(openJobsQuery()),
    // Equalities and ranges on indexed fields (not $ne/$nin): counted from index keys, by MongoDB as by the embedded store.
    applicationFigures.count({ status: { $in: [...OPEN_STATUSES] } }),
    useRollups ? rollupSums(zone, thisMonth, lastMonth, nextMonth) : directSums(thisMonth, lastMonth, nextMonth),
  ]);
  return {
    totalUsers,
    newUsersThisMonth: sums.newUsersThisMonth,
    totalCourses,
    completedCourses: sums.completedCourses,
    totalJobs,
    activeJobs,
    pendingApplications,
    totalRevenue: sums.totalRevenue,
    revenueThisMonth: sums.revenueThisMonth,
    revenueLastMonth: sums.revenueLastMonth,
    revenueChangePercent: percentChange(sums.revenueThisMonth, sums.revenueLastMonth),
    timezone: zone,
  };
}
