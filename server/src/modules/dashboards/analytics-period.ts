/**
 * The Analytics periods (spec section 9: 7d, 30d, 90d, 1y) as time ranges in the site's zone, each
 * with the previous period of the same length and the chart's buckets (days for 7 and 30 days,
 * months otherwise).
 */
import { dayStart, localDate, monthStart, zonedMidnight } from '../../core/zoned-time.js';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export type PeriodRange = {
  start: Date;
  /** The end of today: the period includes today. */
  end: Date;
  previousStart: Date;
  /** Bucket boundaries: bucket i is [boundaries[i], boundaries[i + 1]). */
  boundaries: Date[];
  unit: 'day' | 'month';
};

const DAYS: Record<Exclude<AnalyticsPeriod, '1y'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function periodRange(period: AnalyticsPeriod, now: Date, zone: string): PeriodRange {
  if (period === '1y') {
    // The current month and the eleven before it.
    const boundaries = Array.from({ length: 13 }, (_, i) => monthStart(now, zone, 11 - i));
    return { start: monthStart(now, zone, 11), end: monthStart(now, zone, -1), previousStart: monthStart(now, zone, 23), boundaries, unit: 'month' };
  }
  const days = DAYS[period];
  const start = dayStart(now, zone, days - 1);
  const end = dayStart(now, zone, -1);
  const previousStart = dayStart(now, zone, 2 * days - 1);
  if (period !== '90d') {
    const boundaries = Array.from({ length: days + 1 }, (_, i) => dayStart(now, zone, days - 1 - i));
    return { start, end, previousStart, boundaries, unit: 'day' };
  }
  // 90 days by month: the first bucket starts with the period, the others on the 1st.
  const first = localDate(start, zone);
  const boundaries = [start];
  for (let m = 1; ; m++) {
    const next = zonedMidnight(first.year, first.month + m, 1, zone);
    if (next >= end) break;
    boundaries.push(next);
  }
  boundaries.push(end);
  return { start, end, previousStart, boundaries, unit: 'month' };
}

/** A bucket's label: "Mar 9" for a day, "Mar 2026" for a month, in the site's zone. */
export function bucketLabel(at: Date, unit: 'day' | 'month', zone: string): string {
  const options: Intl.DateTimeFormatOptions = unit === 'day' ? { month: 'short', day: 'numeric', timeZone: zone } : { month: 'short', year: 'numeric', timeZone: zone };
  return new Intl.DateTimeFormat('en-US', options).format(at);
}
