/** The activity log as an export source, streamed like the lists, with the log page's filters. */
import type { Model } from 'mongoose';
import { cols, streamed, type ExportFilters, type ExportSource } from '../../core/export-source.js';
import { ActivityModel } from './activity.model.js';
import { activityListQuery } from './activity.service.js';
import { clipSummary } from './activity.record.js';
import { isServerMessage, translate } from '../../i18n/message.js';

export const activitySource: ExportSource = {
  type: 'activity',
  title: /*i18n*/ { message: 'Activity Log', context: 'export title' },
  columns: cols(/*i18n:columns*/ 'at:Time,actorName:Actor,actorRole:Role,action:Action,entityType:Record Type,entityId:Record ID,summary:Summary,status:Status,changes:Changes'),
  pdfColumns: ['at', 'actorName', 'action', 'entityType', 'summary', 'status'],
  open: (actor, f, i18n) => {
    const plan = activityListQuery(actor, activityFilter(f));
    return streamed(ActivityModel as unknown as Model<never>, plan, (a) => ({
      at: a['at'],
      actorName: a['actorName'],
      actorRole: a['actorRole'] ?? null,
      action: a['action'],
      entityType: a['entityType'],
      entityId: a['entityId'] ?? null,
      summary: isServerMessage(a['summaryMessage']) ? clipSummary(translate(i18n, a['summaryMessage'])) : a['summary'],
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
