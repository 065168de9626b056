/**
 * Export sources that are not one admin list of records: the activity log (streamed like the
 * lists, with the log page's filters) and the Analytics report for a period (the figures of the
 * Analytics Dashboard as rows: section, item, measure, value, previous period, change).
 */
import type { Model } from 'mongoose';
import { ActivityModel } from '../activity/activity.model.js';
import { activityListQuery } from '../activity/activity.service.js';
import { getAnalytics, type Analytics, type Metric } from '../insights/analytics.service.js';
import type { ExportFilters } from './export.options.js';
import { cols } from './export.columns.js';
import type { ExportSource, Row } from './export.sources.js';
import { streamed } from './export.stream.js';

export const activitySource: ExportSource = {
  type: 'activity',
  title: 'Activity Log',
  columns: cols('at:Time,actorName:Actor,actorRole:Role,action:Action,entityType:Record Type,entityId:Record ID,summary:Summary,status:Status,changes:Changes'),
  pdfColumns: ['at', 'actorName', 'action', 'entityType', 'summary', 'status'],
  open: (actor, f) => {
    const plan = activityListQuery(actor, activityFilter(f));
    return streamed(ActivityModel as unknown as Model<never>, plan, (a) => ({
      at: a['at'],
      actorName: a['actorName'],
      actorRole: a['actorRole'] ?? null,
      action: a['action'],
      entityType: a['entityType'],
      entityId: a['entityId'] ?? null,
      summary: a['summary'],
      status: a['status'],
      // Secrets never enter the log (activity.diff.ts), so its before/after values may be exported.
      changes: ((a['changes'] ?? []) as { field: string; before?: unknown; after?: unknown }[]).map((c) => ({
        field: c.field,
        before: c.before ?? null,
        after: c.after ?? null,
      })),
    }));
  },
};

/** The export's filters in the activity list's terms: its search box looks for an actor's name. */
function activityFilter(f: ExportFilters) {
  return {
    entityType: f.entityType,
    action: f.action,
    status: f.status,
    actor: f.search,
    from: f.from ? new Date(f.from) : undefined,
    to: f.to ? new Date(f.to) : undefined,
  };
}

export const analyticsSource: ExportSource = {
  type: 'analytics',
  title: 'Analytics',
  columns: cols('section:Section,item:Item,measure:Measure,value:Value,previous:Previous Period,change:Change %'),
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
