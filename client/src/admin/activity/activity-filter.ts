import type { ActivityFilter, ActivityStatus, ExportFilterInput } from '../../__generated__/graphql';

export type ActivityFilterValues = {
  search: string;
  entityType: string;
  action: string;
  status: string;
  /** yyyy-mm-dd from the date inputs, in the viewer's time zone; '' for open. */
  from: string;
  to: string;
};

export const EMPTY_ACTIVITY_FILTERS: ActivityFilterValues = { search: '', entityType: '', action: '', status: '', from: '', to: '' };

const STATUSES: readonly ActivityStatus[] = ['success', 'pending', 'error'];

/** A yyyy-mm-dd day in the viewer's time zone: its first moment, or (end) its last. */
function dayBound(day: string, end: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return date.toISOString();
}

/** The server's filter: both days are inclusive, each taken as the viewer's own calendar day. */
export function toActivityFilter(values: ActivityFilterValues, search: string): ActivityFilter {
  return {
    actor: search || null,
    entityType: values.entityType || null,
    action: values.action || null,
    status: STATUSES.find((s) => s === values.status) ?? null,
    from: dayBound(values.from, false),
    to: dayBound(values.to, true),
  };
}

/** The same filter for the log's export: what the page shows is what the file holds. */
export function toActivityExportFilter(filter: ActivityFilter): ExportFilterInput {
  return { search: filter.actor, entityType: filter.entityType, action: filter.action, status: filter.status, from: filter.from, to: filter.to };
}
