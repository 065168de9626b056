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

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The period's analytics as CSV: one section per table, separated by a blank line. */
export function analyticsToCsv(data: AnalyticsData): string {
  const rows: (string | number)[][] = [
    ['Analytics', data.period, `from ${data.start}`, `to ${data.end}`, data.timezone],
    [],
    ['Metric', 'Value', 'Previous period', 'Change %'],
    ...(
      [
        ['Total Users', data.totalUsers],
        ['Active Users', data.activeUsers],
        ['Total Revenue', data.totalRevenue],
        ['Conversion Rate %', data.conversionRate],
      ] as const
    ).map(([name, m]) => [name, m.value, m.previous, m.changePercent ?? '']),
    [],
    ['Period', 'New users', 'Revenue'],
    ...data.userGrowth.map((b, i) => [b.label, b.value, data.revenue[i]?.value ?? 0]),
    [],
    ['Course', 'Enrollments', 'Paid', 'Completed'],
    ...data.courseFunnels.map((c) => [c.title, c.enrollments, c.paid, c.completed]),
    [],
    ['Job', 'Views', 'Applications', 'Interviewing', 'Offered', 'Hired'],
    ...data.jobFunnels.map((j) => [j.title, j.views, j.applications, j.interviewing, j.offered, j.hired]),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

export function downloadFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
