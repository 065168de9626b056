/**
 * Every export, from GraphQL or REST, is written to the activity log through the exports module's
 * one hook (export.events.ts). An export changes nothing, so there is no transaction to join: the
 * entry is written on its own.
 */
import { recordActivity } from '../activity/index.js';
import { onExportRecorded, type ExportRecord } from './export.events.js';

let subscribed = false;

async function logExport(record: ExportRecord): Promise<void> {
  const what = record.request.type === 'all' ? 'all data' : record.request.type.replace(/-/g, ' ');
  await recordActivity(
    {
      actor: { id: record.actorId, name: record.actorName, role: record.actorRole, email: '' },
      action: 'export',
      entityType: 'export',
      summary: `${record.actorName} exported ${what} as ${record.request.format.toUpperCase()} (${record.count} ${record.count === 1 ? 'record' : 'records'})`,
      at: record.at,
    },
    null,
  );
}

/** Subscribes once per process (the test harness builds several apps in one process). */
export function logExportsInActivity(): void {
  if (subscribed) return;
  subscribed = true;
  onExportRecorded(logExport);
}
