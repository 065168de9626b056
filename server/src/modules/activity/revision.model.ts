/**
 * The versions of a record: a full snapshot after each recorded write (and, on a record's first
 * recorded change, the state before it), kept beside the activity log. The log's entries cannot be
 * restored from: they keep only the changed fields, bounded to 500 characters and with secret-named
 * fields removed. A snapshot keeps the stored values as they were (dates as dates, ids as ids).
 */
import { Schema, model, type Types } from 'mongoose';
import { ACTIVITY_ENTITY_TYPES, DEFAULT_RETENTION_DAYS, type ActivityEntityType } from './activity.model.js';

/** What made the version: a write, a restore, a bulk action, or the record as it was before its first recorded change. */
export const REVISION_KINDS = ['baseline', 'create', 'update', 'restore', 'delete', 'bulk'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export interface RevisionDoc {
  _id: Types.ObjectId;
  entityType: ActivityEntityType;
  entityId: string;
  at: Date;
  actorName: string;
  actorRole: string;
  kind: RevisionKind;
  /** The record as stored after the write (for `delete` and `bulk`: before it). */
  snapshot: Record<string, unknown>;
  /** The bulk action whose "before" this is: undoing the action restores every snapshot of its batch. */
  batchId?: Types.ObjectId | null;
}

const revisionSchema = new Schema<RevisionDoc>(
  {
    entityType: { type: String, enum: ACTIVITY_ENTITY_TYPES, required: true },
    entityId: { type: String, required: true },
    at: { type: Date, required: true, default: () => new Date() },
    actorName: { type: String, required: true },
    actorRole: { type: String, required: true },
    kind: { type: String, enum: REVISION_KINDS, required: true },
    snapshot: { type: Schema.Types.Mixed, required: true },
    batchId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'revisions', versionKey: false, minimize: false },
);

// Kept as long as the activity log they belong to.
revisionSchema.index({ at: 1 }, { expireAfterSeconds: DEFAULT_RETENTION_DAYS * 24 * 60 * 60, name: 'at_ttl' });
// One record's versions, newest first: the History panel reads a page of this.
revisionSchema.index({ entityType: 1, entityId: 1, at: -1, _id: -1 });
revisionSchema.index({ batchId: 1 });

export const RevisionModel = model<RevisionDoc>('Revision', revisionSchema);
