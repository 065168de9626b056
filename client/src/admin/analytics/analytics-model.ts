import type { AnalyticsQuery } from '../../__generated__/graphql';

export type AnalyticsData = AnalyticsQuery['analytics'];

/** Spec section 9: 7d, 30d, 90d, 1y. */
export const PERIODS = [
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
  ['90d', 'Last 90 days'],
  ['1y', 'Last year'],
] as const;
export type PeriodValue = (typeof PERIODS)[number][0];

export const CONVERSION_DEFINITION =
  'Conversion: the share of accounts created in the period that enrolled in a course or applied to a job.';

/** Part of the whole in whole percent ("—" when the whole is 0). */
export function stepRate(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${String(Math.round((part / whole) * 100))}%`;
}
