/**
 * Reading the insight rollups: which zone they were built for (they answer only for the site's
 * current zone), sums of the site's days, and per course or job totals over a range.
 */
import type { Types } from 'mongoose';
import { InsightDayModel, type Counters } from './insight-day.model.js';
import { InsightStateModel, ROLLUP_STATE_ID } from './insight-state.model.js';

export type RollupState = { zone?: string; builtAt?: Date };

/** Which zone the rollups follow and when they were last built; null when they never were. */
export function rollupState(): Promise<RollupState | null> {
  return InsightStateModel.findById(ROLLUP_STATE_ID, { zone: 1, builtAt: 1 }).lean<RollupState>();
}

export type SiteDay = { day: Date } & Counters;

/** The site's daily rollups in [from, to) (every day when `from` is null). */
export function siteDays(zone: string, from: Date | null, to: Date): Promise<SiteDay[]> {
  return InsightDayModel.find({ zone, kind: 'site', day: { ...(from ? { $gte: from } : {}), $lt: to } }, { _id: 0, day: 1, signups: 1, engaged: 1, revenue: 1, completed: 1 }).lean<SiteDay[]>();
}

/** One counter summed over the days in [from, to) of `days`. */
export function sumOf(days: SiteDay[], counter: keyof Counters, from: Date | null, to: Date): number {
  let sum = 0;
  for (const d of days) if ((!from || d.day >= from) && d.day < to) sum += d[counter] ?? 0;
  return sum;
}

export type KeyTotals = { _id: Types.ObjectId } & Counters;

/** Per course (or job): its counters summed over the days in [from, to). */
export function keyTotals(zone: string, kind: 'course' | 'job', from: Date, to: Date, counters: (keyof Counters)[]): Promise<KeyTotals[]> {
  return InsightDayModel.aggregate<KeyTotals>([
    { $match: { zone, kind, day: { $gte: from, $lt: to } } },
    { $group: { _id: '$key', ...Object.fromEntries(counters.map((c) => [c, { $sum: `$${c}` }])) } },
  ]);
}
