/**
 * The weekly report (System Settings › Notifications › Weekly Reports): for the last complete week
 * (Monday to Sunday in the site's time zone), new users, enrollments, revenue, job applications and
 * contact messages, each with the change against the week before. Each figure is one aggregation
 * over both weeks, grouped by week, so the two can never disagree on a boundary.
 */
import type { PipelineStage } from 'mongoose';
import { contactMessageFigures } from '../contact/index.js';
import { enrollmentFigures } from '../courses/index.js';
import { percentChange } from '../dashboards/index.js';
import { siteZone } from '../settings/index.js';
import { applicationFigures } from '../jobs/index.js';
import { userFigures } from '../users/index.js';
import { weekOf, type Week } from './report-weeks.js';

/** `key` names the figure for the e-mail, which says it in the recipient's language. */
export type WeeklyFigureKey = 'users' | 'enrollments' | 'revenue' | 'applications' | 'messages';
export type WeeklyFigure = { key: WeeklyFigureKey; label: string; thisWeek: number; previousWeek: number; changePercent: number | null; money: boolean };
export type WeeklyReport = { week: Week; previousWeek: Week; timezone: string; figures: WeeklyFigure[] };

/** What every module's figures offer; the sources differ only in their collection. */
type Aggregates = { aggregate: <R>(pipeline: PipelineStage[]) => PromiseLike<R[]> };
type Source = { key: WeeklyFigureKey; label: string; records: Aggregates; dateField: string; match?: Record<string, unknown>; sumField?: string; money?: boolean };

/** A function, not a constant: other modules' figures are read when a report is built, never while the modules load. */
const sources = (): readonly Source[] => [
  { key: 'users', label: 'New users', records: userFigures, dateField: 'createdAt' },
  { key: 'enrollments', label: 'Enrollments', records: enrollmentFigures, dateField: 'enrollmentDate' },
  // As on the dashboard: completed payments, by when they were paid.
  { key: 'revenue', label: 'Revenue', records: enrollmentFigures, dateField: 'paidAt', match: { paymentStatus: 'completed' }, sumField: 'paymentAmount', money: true },
  { key: 'applications', label: 'Applications', records: applicationFigures, dateField: 'createdAt' },
  { key: 'messages', label: 'Messages', records: contactMessageFigures, dateField: 'createdAt' },
];

/** This week's and the previous week's total of one source, in one aggregation. */
async function twoWeeks(source: Source, week: Week, previous: Week): Promise<{ thisWeek: number; previousWeek: number }> {
  const field = `$${source.dateField}`;
  const rows = await source.records.aggregate<{ _id: 'this' | 'previous'; total: number }>([
    { $match: { ...source.match, [source.dateField]: { $gte: previous.start, $lt: week.end } } },
    {
      $group: {
        _id: { $cond: [{ $gte: [field, week.start] }, 'this', 'previous'] },
        total: { $sum: source.sumField ? `$${source.sumField}` : 1 },
      },
    },
  ]);
  const total = (id: 'this' | 'previous') => rows.find((r) => r._id === id)?.total ?? 0;
  return { thisWeek: total('this'), previousWeek: total('previous') };
}

/** The report for the last complete week before `now`. */
export async function buildWeeklyReport(now = new Date()): Promise<WeeklyReport> {
  const timezone = await siteZone();
  const week = weekOf(now, timezone, 1);
  const previousWeek = weekOf(now, timezone, 2);
  const figures = await Promise.all(
    sources().map(async (source) => {
      const { thisWeek, previousWeek: before } = await twoWeeks(source, week, previousWeek);
      return { key: source.key, label: source.label, thisWeek, previousWeek: before, changePercent: percentChange(thisWeek, before), money: source.money ?? false };
    }),
  );
  return { week, previousWeek, timezone, figures };
}
