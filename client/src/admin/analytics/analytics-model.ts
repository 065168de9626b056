import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsQuery } from '../../__generated__/graphql';
import type { Formatters } from '../../components/format/formatters';

export type AnalyticsData = AnalyticsQuery['analytics'];

/** Spec section 9: 7d, 30d, 90d, 1y. */
export const PERIODS = [
  ['7d', msg`Last 7 days`],
  ['30d', msg`Last 30 days`],
  ['90d', msg`Last 90 days`],
  ['1y', msg`Last year`],
] as const satisfies ReadonlyArray<readonly [string, MessageDescriptor]>;
export type PeriodValue = (typeof PERIODS)[number][0];

export const CONVERSION_DEFINITION = msg`Conversion: the share of accounts created in the period that enrolled in a course or applied to a job.`;

/** Part of the whole in whole percent, in the page's language ("—" when the whole is 0). */
export function stepRate(format: Formatters, part: number, whole: number): string {
  if (whole <= 0) return '—';
  return format.number(Math.round((part / whole) * 100) / 100, { style: 'percent' });
}
