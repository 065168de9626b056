/**
 * Every export, from GraphQL or REST, is written to the activity log through the exports module's
 * one hook (export.events.ts). An export changes nothing, so there is no transaction to join: the
 * entry is written on its own.
 */
import { recordActivity } from '../activity/index.js';
import { onExportRecorded, type ExportRecord } from './export.events.js';
import { COMPLETE_EXPORT, exportSources } from './export.sources.js';

const ALL_DATA = /*i18n*/ { message: 'all data', comment: 'What a complete export holds: "Ada exported all data as JSON"' };

let subscribed = false;

async function logExport(record: ExportRecord): Promise<void> {
  const { type } = record.request;
  const what = type === COMPLETE_EXPORT ? ALL_DATA : (exportSources().find((s) => s.type === type)?.title ?? type);
  await recordActivity(
    {
      actor: { id: record.actorId, name: record.actorName, role: record.actorRole, email: '' },
      action: 'export',
      entityType: 'export',
      summary: /*i18n*/ ({
        message: '{actor} exported {what} as {format} ({count, plural, one {# record} other {# records}})',
        values: { actor: record.actorName, what, format: record.request.format.toUpperCase(), count: record.count },
      }),
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
