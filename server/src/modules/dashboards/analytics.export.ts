/**
 * The Analytics report for a period as an export source: the figures of the Analytics Dashboard
 * as rows (section, item, measure, value, previous period, change).
 */
import { cols, type ExportSource, type Row } from '../../core/export-source.js';
import { getAnalytics, type Analytics, type Metric } from './analytics.service.js';

export const analyticsSource: ExportSource = {
  type: 'analytics',
  title: /*i18n*/ { message: 'Analytics', context: 'export title' },
  columns: cols(/*i18n:columns*/ 'section:Section,item:Item,measure:Measure,value:Value,previous:Previous Period,change:Change %'),
  pdfColumns: ['section', 'item', 'measure', 'value', 'previous', 'change'],
  open: (actor, f) => {
    // Computed once (the service checks the period and who asks); rows and count share it.
    const report = getAnalytics(actor, f.period ?? '30d');
    return {
      rows: (async function* () {
        yield* analyticsRows(await report);
      })(),
      count: async () => analyticsRows(await report).length,
    };
  },
};

/** The Analytics Dashboard's figures, one row per number, in the order the screen shows them. */
export function analyticsRows(a: Analytics): Row[] {
  const row = (section: string, item: string, measure: string, value: number, previous: number | null = null, change: number | null = null): Row => ({
    section,
    item,
    measure,
    value,
    previous,
    change,
  });
  const metric = (item: string, measure: string, m: Metric) => row('Summary', item, measure, m.value, m.previous, m.changePercent);
  const period = `${a.period}, ${a.start.toISOString()} to ${a.end.toISOString()} (${a.timezone})`;
  return [
    row('Period', period, 'days', Math.round((a.end.getTime() - a.start.getTime()) / 86_400_000)),
    metric('Total Users', 'accounts', a.totalUsers),
    metric('Active Users', 'signed in', a.activeUsers),
    metric('Total Revenue', 'USD', a.totalRevenue),
    metric('Conversion Rate', 'percent', a.conversionRate),
    ...a.userGrowth.map((b) => row('User Growth', b.label, 'new users', b.value)),
    ...a.revenue.map((b) => row('Revenue', b.label, 'USD', b.value)),
    ...a.topCourses.map((c) => row('Top Courses', c.title, 'enrollments', c.enrollments)),
    ...a.topJobs.map((j) => row('Top Jobs', j.title, 'applications', j.applications)),
    ...a.courseFunnels.flatMap((c) => [
      row('Course Funnel', c.title, 'enrollments', c.enrollments),
      row('Course Funnel', c.title, 'paid', c.paid),
      row('Course Funnel', c.title, 'completed', c.completed),
    ]),
    ...a.jobFunnels.flatMap((j) => [
      row('Job Funnel', j.title, 'views', j.views),
      row('Job Funnel', j.title, 'applications', j.applications),
      row('Job Funnel', j.title, 'interviewing', j.interviewing),
      row('Job Funnel', j.title, 'offered', j.offered),
      row('Job Funnel', j.title, 'hired', j.hired),
    ]),
  ];
}
