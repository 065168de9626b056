/**
 * Analytics (spec section 2, Analytics Dashboard; section 3, Analytics data): every figure is a
 * MongoDB count or aggregation over one period and, for the trends, the previous period of the
 * same length. Periods follow the site's time zone.
 *
 * Two sources give the same answer: the daily rollups (insight_days), summed over the
 * period's days, with indexed counts on users; and the records themselves (`direct`), scanned
 * by aggregations. The rollups answer when they are built for the site's zone; otherwise the
 * records do, while a rebuild starts (rollupsReady, rollup-rebuild.ts).
 */
import type { PipelineStage, Types } from 'mongoose';
import { z } from 'zod';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { courseFigures, enrollmentFigures } from '../courses/index.js';
import { keptFigure, keyTotals, reachedCount, siteDays, sumOf, type KeyTotals, type SiteDay } from '../insights/index.js';
import { applicationFigures, jobFigures, jobViewFigures } from '../jobs/index.js';
import { siteZone } from '../settings/index.js';
import { userFigures } from '../users/index.js';
import { ANALYTICS_PERIODS, bucketLabel, periodRange, type AnalyticsPeriod, type PeriodRange } from './analytics-period.js';
import { lastSignedInBetween, pastActiveUsers, signedInBetween } from './active-users.js';
import { percentChange, revenueBetween } from './dashboard.service.js';
import { rollupsReady } from './rollup-rebuild.js';

const PeriodInput = z.object({ period: z.enum(ANALYTICS_PERIODS, { error: `Period must be one of ${ANALYTICS_PERIODS.join(', ')}` }) });

const TOP = 5;
/**
 * Analytics shows a funnel "for each job" and "for each course": every one with applications or
 * enrollments in the period (a catalog's worth), busiest first; the cap only keeps an unusual
 * catalog from making the answer huge.
 */
const FUNNEL_ROWS = 50;

export type Metric = { value: number; previous: number; changePercent: number | null };
export type Bucket = { label: string; start: Date; value: number };
export type JobFunnel = { jobId: string; title: string; views: number; applications: number; interviewing: number; offered: number; hired: number };
export type CourseFunnel = { courseId: string; title: string; enrollments: number; paid: number; completed: number };

export type Analytics = {
  period: AnalyticsPeriod;
  start: Date;
  end: Date;
  timezone: string;
  totalUsers: Metric;
  activeUsers: Metric;
  totalRevenue: Metric;
  conversionRate: Metric;
  userGrowth: Bucket[];
  revenue: Bucket[];
  topCourses: { courseId: string; title: string; enrollments: number }[];
  topJobs: { jobId: string; title: string; applications: number }[];
  jobFunnels: JobFunnel[];
  courseFunnels: CourseFunnel[];
};

const metric = (value: number, previous: number): Metric => ({ value, previous, changePercent: percentChange(value, previous) });
const inRange = (from: Date, to: Date) => ({ $gte: from, $lt: to });

/**
 * Conversion, in percent with one decimal: of the accounts created in [from, to), the share that
 * enrolled in a course or applied to a job (by the end of that range). An account can only enroll
 * or apply after it exists, so its enrollments and applications fall in [from, to) as well: the
 * engaged accounts are the distinct learners and applicants of that range (served by the
 * { enrollmentDate } and { createdAt } indexes), counted among the accounts of the range by _id.
 * No per-account $lookup: that is one sub-query per account, which at a year of 100,000 accounts
 * took seconds (npm run bench).
 */
async function conversionBetween(from: Date, to: Date): Promise<number> {
  const [accounts, learners, applicants] = await Promise.all([
    userFigures.count({ createdAt: inRange(from, to) }),
    enrollmentFigures.distinct<Types.ObjectId>('user', { enrollmentDate: inRange(from, to) }),
    applicationFigures.distinct<Types.ObjectId>('applicant', { createdAt: inRange(from, to) }),
  ]);
  if (!accounts) return 0;
  const engaged = [...new Map([...learners, ...applicants].map((id) => [String(id), id])).values()];
  const converted = engaged.length ? await userFigures.count({ _id: { $in: engaged }, createdAt: inRange(from, to) }) : 0;
  return percentOf(converted, accounts);
}

const percentOf = (converted: number, accounts: number) => (accounts ? Math.round((converted / accounts) * 1000) / 10 : 0);

/**
 * Conversion from the rollups: the accounts of the range are its days' sign-ups; the converted
 * ones those whose first enrollment or application (`firstEngagedAt`, kept with each account)
 * came before the range's end. For a range reaching now that is every engaged account of its days
 * (the days' `engaged` count). A past range counts them (index { createdAt }) once
 * and keeps the answer: it changes only when an account is deleted or its first engagement is
 * (the insights module's applyRollupChange forgets it then).
 */
async function conversionFromRollups(zone: string, days: SiteDay[], from: Date, to: Date, now: Date): Promise<number> {
  const accounts = sumOf(days, 'signups', from, to);
  if (!accounts) return 0;
  if (to > now) return percentOf(sumOf(days, 'engaged', from, to), accounts);
  const converted = await keptFigure(`conversion:${zone}:${from.toISOString()}:${to.toISOString()}`, () =>
    userFigures.count({ createdAt: inRange(from, to), firstEngagedAt: { $lt: to } }),
  );
  return percentOf(converted, accounts);
}

/**
 * Titles by id for a funnel's rows, read once after the grouping (a deleted record keeps its row
 * with a placeholder). One read of the page's titles instead of a $lookup per grouped row. (The
 * $lookup form with localField and a pipeline once joined every row to the first course in the
 * embedded store; the store is fixed and tested, store.driver.test.ts.)
 */
function titlesOf(docs: { _id: unknown; title: string }[]): Map<string, string> {
  return new Map(docs.map((d) => [String(d._id), d.title]));
}

/** Counts (or sums) per bucket with $bucket on the date field; empty buckets are 0. */
async function buckets(records: typeof userFigures | typeof enrollmentFigures, match: Record<string, unknown>, dateField: string, sumField: string | null, range: PeriodRange, zone: string): Promise<Bucket[]> {
  const pipeline: PipelineStage[] = [
    { $match: { ...match, [dateField]: inRange(range.start, range.end) } },
    { $bucket: { groupBy: `$${dateField}`, boundaries: range.boundaries, output: { value: { $sum: sumField ? `$${sumField}` : 1 } } } },
  ];
  const rows = await records.aggregate<{ _id: Date; value: number }>(pipeline);
  const byStart = new Map(rows.map((r) => [new Date(r._id).getTime(), r.value]));
  return range.boundaries.slice(0, -1).map((start) => ({ label: bucketLabel(start, range.unit, zone), start, value: byStart.get(start.getTime()) ?? 0 }));
}

/** The same buckets from the site's daily rollups: each day's counter added to its bucket. */
function bucketsOfDays(days: SiteDay[], counter: 'signups' | 'revenue', range: PeriodRange, zone: string): Bucket[] {
  const starts = range.boundaries.slice(0, -1);
  const values = starts.map(() => 0);
  for (const d of days) {
    if (d.day < range.start || d.day >= range.end) continue;
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as Date) > d.day) i -= 1;
    values[i] = (values[i] ?? 0) + (d[counter] ?? 0);
  }
  return starts.map((start, i) => ({ label: bucketLabel(start, range.unit, zone), start, value: values[i] ?? 0 }));
}


type JobRow = { _id: Types.ObjectId; applications: number; interviewing: number; offered: number; hired: number };
type CourseRow = { _id: Types.ObjectId; enrollments: number; paid: number; completed: number };

/** Busiest first (ties by id), at most FUNNEL_ROWS, as the direct aggregations sort them. */
function busiest<T extends KeyTotals>(rows: T[], counter: 'applications' | 'enrollments'): T[] {
  return rows
    .filter((r) => (r[counter] ?? 0) > 0)
    .sort((a, b) => (b[counter] ?? 0) - (a[counter] ?? 0) || String(a._id).localeCompare(String(b._id)))
    .slice(0, FUNNEL_ROWS);
}

async function jobRowsFromRollups(zone: string, range: PeriodRange): Promise<JobRow[]> {
  const rows = busiest(await keyTotals(zone, 'job', range.start, range.end, ['applications', 'interviewing', 'offered', 'hired']), 'applications');
  return rows.map((r) => ({ _id: r._id, applications: r.applications ?? 0, interviewing: r.interviewing ?? 0, offered: r.offered ?? 0, hired: r.hired ?? 0 }));
}

async function courseRowsFromRollups(zone: string, range: PeriodRange): Promise<CourseRow[]> {
  const rows = busiest(await keyTotals(zone, 'course', range.start, range.end, ['enrollments', 'paid', 'completed']), 'enrollments');
  return rows.map((r) => ({ _id: r._id, enrollments: r.enrollments ?? 0, paid: r.paid ?? 0, completed: r.completed ?? 0 }));
}

function jobRows(range: PeriodRange): Promise<JobRow[]> {
  return applicationFigures.aggregate<JobRow>([
    { $match: { createdAt: inRange(range.start, range.end) } },
    {
      $group: {
        _id: '$job',
        applications: { $sum: 1 },
        interviewing: reachedCount('interviewing'),
        offered: reachedCount('offered'),
        hired: reachedCount('hired'),
      },
    },
    { $sort: { applications: -1, _id: 1 } },
    { $limit: FUNNEL_ROWS },
  ]);
}

async function jobFunnels(rows: JobRow[], range: PeriodRange): Promise<{ top: Analytics['topJobs']; funnels: JobFunnel[] }> {
  const ids = rows.map((r) => r._id);
  const titles = titlesOf(await jobFigures.find({ _id: { $in: ids } }, { title: 1 }));
  const views = await jobViewFigures.aggregate<{ _id: unknown; views: number }>([
    { $match: { job: { $in: ids }, date: inRange(range.start, range.end) } },
    { $group: { _id: '$job', views: { $sum: '$count' } } },
  ]);
  const viewsOf = new Map(views.map((v) => [String(v._id), v.views]));
  const funnels = rows.map((r) => ({
    jobId: String(r._id),
    title: titles.get(String(r._id)) ?? 'Deleted job',
    views: viewsOf.get(String(r._id)) ?? 0,
    applications: r.applications,
    interviewing: r.interviewing,
    offered: r.offered,
    hired: r.hired,
  }));
  return { top: funnels.slice(0, TOP).map(({ jobId, title, applications }) => ({ jobId, title, applications })), funnels };
}

function courseRows(range: PeriodRange): Promise<CourseRow[]> {
  return enrollmentFigures.aggregate<CourseRow>([
    { $match: { enrollmentDate: inRange(range.start, range.end) } },
    {
      $group: {
        _id: '$course',
        enrollments: { $sum: 1 },
        paid: { $sum: { $cond: [{ $eq: ['$paymentStatus', 'completed'] }, 1, 0] } },
        completed: { $sum: { $cond: [{ $ifNull: ['$completedAt', false] }, 1, 0] } },
      },
    },
    { $sort: { enrollments: -1, _id: 1 } },
    { $limit: FUNNEL_ROWS },
  ]);
}

async function courseFunnels(rows: CourseRow[]): Promise<{ top: Analytics['topCourses']; funnels: CourseFunnel[] }> {
  const titles = titlesOf(await courseFigures.find({ _id: { $in: rows.map((r) => r._id) } }, { title: 1 }));
  const funnels = rows.map((r) => ({ courseId: String(r._id), title: titles.get(String(r._id)) ?? 'Deleted course', enrollments: r.enrollments, paid: r.paid, completed: r.completed }));
  return { top: funnels.slice(0, TOP).map(({ courseId, title, enrollments }) => ({ courseId, title, enrollments })), funnels };
}

type Figures = {
  usersNow: number;
  usersBefore: number;
  active: number;
  activeBefore: number;
  revenue: number;
  revenueBefore: number;
  conversion: number;
  conversionBefore: number;
  userGrowth: Bucket[];
  revenueTrend: Bucket[];
  jobs: JobRow[];
  courses: CourseRow[];
};

/** The figures from the records themselves: the reference the rollups must equal, and the fallback. */
async function directFigures(range: PeriodRange, zone: string): Promise<Figures> {
  const { start, end, previousStart } = range;
  const [usersNow, usersBefore, active, activeBefore, revenue, revenueBefore, conversion, conversionBefore, userGrowth, revenueTrend, jobs, courses] = await Promise.all([
    userFigures.count({ createdAt: { $lt: end } }),
    userFigures.count({ createdAt: { $lt: start } }),
    signedInBetween(start, end),
    signedInBetween(previousStart, start),
    revenueBetween(start, end),
    revenueBetween(previousStart, start),
    conversionBetween(start, end),
    conversionBetween(previousStart, start),
    buckets(userFigures, {}, 'createdAt', null, range, zone),
    buckets(enrollmentFigures, { paymentStatus: 'completed' }, 'paidAt', 'paymentAmount', range, zone),
    jobRows(range),
    courseRows(range),
  ]);
  return { usersNow, usersBefore, active, activeBefore, revenue, revenueBefore, conversion, conversionBefore, userGrowth, revenueTrend, jobs, courses };
}

/** The figures from the daily rollups (built for `zone`) and indexed counts of users. */
async function rollupFigures(range: PeriodRange, zone: string, now: Date): Promise<Figures> {
  const { start, end, previousStart } = range;
  // Every site day up to the period's end: ~365 small documents a year of history.
  const days = await siteDays(zone, null, end);
  const [active, activeBefore, conversion, conversionBefore, jobs, courses] = await Promise.all([
    lastSignedInBetween(start, end),
    pastActiveUsers(zone, previousStart, start, now),
    conversionFromRollups(zone, days, start, end, now),
    conversionFromRollups(zone, days, previousStart, start, now),
    jobRowsFromRollups(zone, range),
    courseRowsFromRollups(zone, range),
  ]);
  return {
    usersNow: sumOf(days, 'signups', null, end),
    usersBefore: sumOf(days, 'signups', null, start),
    active,
    activeBefore,
    revenue: sumOf(days, 'revenue', start, end),
    revenueBefore: sumOf(days, 'revenue', previousStart, start),
    conversion,
    conversionBefore,
    userGrowth: bucketsOfDays(days, 'signups', range, zone),
    revenueTrend: bucketsOfDays(days, 'revenue', range, zone),
    jobs,
    courses,
  };
}

/**
 * Computes and keeps the past ranges' figures of every period (Active Users and Conversion of the
 * previous period, a scan of the log the first time), so the first visit of the day is as fast as
 * the others. Run after the nightly rebuild.
 */
export async function warmAnalytics(now = new Date()): Promise<void> {
  const zone = await siteZone();
  if (!(await rollupsReady(zone))) return;
  for (const period of ANALYTICS_PERIODS) await rollupFigures(periodRange(period, now, zone), zone, now);
}

/**
 * The analytics of a period. `source` is for tests and the bench: 'direct' answers from the
 * records, 'rollups' requires the rollups; by default the rollups answer when they are ready.
 */
export async function getAnalytics(actor: Actor | null, rawPeriod: unknown, now = new Date(), source: 'auto' | 'direct' | 'rollups' = 'auto'): Promise<Analytics> {
  requireStaff(actor);
  const { period } = parseInput(PeriodInput, { period: rawPeriod });
  const zone = await siteZone();
  const range = periodRange(period, now, zone);
  const useRollups = source === 'rollups' || (source === 'auto' && (await rollupsReady(zone)));
  const f = useRollups ? await rollupFigures(range, zone, now) : await directFigures(range, zone);
  const [jobs, courses] = await Promise.all([jobFunnels(f.jobs, range), courseFunnels(f.courses)]);
  return {
    period,
    start: range.start,
    end: range.end,
    timezone: zone,
    totalUsers: metric(f.usersNow, f.usersBefore),
    activeUsers: metric(f.active, f.activeBefore),
    totalRevenue: metric(f.revenue, f.revenueBefore),
    conversionRate: metric(f.conversion, f.conversionBefore),
    userGrowth: f.userGrowth,
    revenue: f.revenueTrend,
    topCourses: courses.top,
    topJobs: jobs.top,
    jobFunnels: jobs.funnels,
    courseFunnels: courses.funnels,
  };
}
