/**
 * Keeping versions as writes are logged: an update of a content record (course, job, service, FAQ,
 * office, contact info) stores the record as it now is; the first time a record's change is
 * recorded, the state before it is stored too, so its earlier version can be brought back; a
 * deletion stores the record as it was.
 */
import type { ClientSession } from 'mongoose';
import type { ActivityEntityType } from './activity.model.js';
import { RevisionModel, type RevisionKind } from './revision.model.js';

/** The records whose versions are kept: what the back office edits as content (not users, not settings). */
export const VERSIONED_TYPES: ReadonlySet<ActivityEntityType> = new Set(['course', 'job', 'service', 'faq', 'office', 'contact-info']);

type Logged = { at: Date; actorName: string; actorRole: string; entityType: ActivityEntityType; entityId: string | null };
type Written = { action: string; before?: object | null; after?: object | null; revision?: 'restore' };

export async function recordVersion(entry: Written, logged: Logged, session: ClientSession | null): Promise<void> {
  const { entityType, entityId } = logged;
  // A deletion keeps the record as it was, so it can be brought back (it is in no public read, export or search).
  const deleted = entry.action === 'delete' && entry.before ? entry.before : null;
  if ((!entry.after && !deleted) || !entityId || !VERSIONED_TYPES.has(entityType)) return;
  if (deleted) {
    await RevisionModel.insertMany([{ entityType, entityId, at: logged.at, actorName: logged.actorName, actorRole: logged.actorRole, kind: 'delete', snapshot: deleted }], { session });
    return;
  }
  const who = { entityType, entityId, actorName: logged.actorName, actorRole: logged.actorRole };
  const kind: RevisionKind = entry.revision ?? 'update';
  const docs: object[] = [];
  if (entry.before && !(await RevisionModel.exists({ entityType, entityId }).session(session))) {
    const before = entry.before as { updatedAt?: unknown };
    // Before the first recorded change: as it was last saved, by whoever saved it then (unknown).
    const at = before.updatedAt instanceof Date && before.updatedAt < logged.at ? before.updatedAt : new Date(logged.at.getTime() - 1);
    docs.push({ entityType, entityId, at, actorName: 'System', actorRole: 'system', kind: 'baseline', snapshot: entry.before });
  }
  docs.push({ ...who, at: logged.at, kind, snapshot: entry.after });
  await RevisionModel.insertMany(docs, { session });
}
