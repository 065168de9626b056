/**
 * The one hook point for "an export was made". The activity log's entry subscribes here with
 * `onExportRecorded` (export.activity.ts), so every export, from GraphQL or REST, is recorded
 * without the export's own code knowing about the log.
 */
import type { Role } from '../../core/access.js';
import type { Logger } from '../../logger.js';
import type { ExportRequest } from './export.options.js';

export type ExportRecord = { actorId: string; actorName: string; actorRole: Role; request: ExportRequest; filename: string; count: number; at: Date };
type Listener = (record: ExportRecord) => void | Promise<void>;

const listeners: Listener[] = [];

export function onExportRecorded(listener: Listener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/** Called once per export when its stream starts; a failing listener is logged, never thrown. */
export async function recordExport(log: Logger, record: ExportRecord): Promise<void> {
  log.info({ export: { actor: record.actorId, type: record.request.type, format: record.request.format, count: record.count } }, 'export');
  for (const listener of listeners) {
    try {
      await listener(record);
    } catch (err) {
      log.error({ err }, 'an export listener failed');
    }
  }
}
