/**
 * The activity log: one entry per write a service performs. Entries are written inside
 * the same transaction as the change they record (see activity.record.ts), so a rolled-back change
 * leaves none; a TTL index removes them after the retention period.
 */
import { Schema, model, type Types } from 'mongoose';
import type { ServerMessage } from '../../i18n/message.js';

export const ACTIVITY_ENTITY_TYPES = [
  'user',
  'course',
  'enrollment',
  'job',
  'application',
  'service',
  'contact-message',
  'contact-info',
  'office',
  'faq',
  'settings',
  'export',
  'backup',
  'certificate',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'status-change',
  'approval',
  'rejection',
  'sign-in',
  'lockout',
  'import',
  'export',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Spec section 4: dashboard activity status. */
export const ACTIVITY_STATUSES = ['success', 'pending', 'error'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Who acted when it was no signed-in user: a guest (a contact message) or the server itself. */
export type ActorKind = 'visitor' | 'system';

/** Spec: entries older than the retention setting are removed; 365 days unless set otherwise. */
export const DEFAULT_RETENTION_DAYS = 365;

/** A changed field of an update, with its values as they were stored (secret fields never appear). */
export interface ActivityChangeDoc {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface ActivityDoc {
  _id: Types.ObjectId;
  at: Date;
  /** The acting user, absent for a visitor or the system. */
  actorId?: Types.ObjectId | null;
  /** The name and role at the time of the change: a later rename or deletion does not rewrite history. */
  actorName: string;
  actorRole: string;
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: string | null;
  /** The summary in English (older entries have only this). */
  summary: string;
  /** The summary as a message descriptor, read in each reader's language (activity.presenter.ts). */
  summaryMessage?: ServerMessage | null;
  status: ActivityStatus;
  changes: ActivityChangeDoc[];
  /** Where the record lives in the back office, when it is not simply its management page. */
  link?: string | null;
  /** Seeded sample history (seed/history.seed.ts), so it can be told from real entries. */
  sample?: boolean;
}

const activitySchema = new Schema<ActivityDoc>(
  {
    at: { type: Date, required: true, default: () => new Date() },
    actorId: { type: Schema.Types.ObjectId },
    actorName: { type: String, required: true },
    actorRole: { type: String, required: true },
    action: { type: String, enum: ACTIVITY_ACTIONS, required: true },
    entityType: { type: String, enum: ACTIVITY_ENTITY_TYPES, required: true },
    entityId: { type: String },
    summary: { type: String, required: true, maxlength: 500 },
    summaryMessage: { type: Schema.Types.Mixed },
    status: { type: String, enum: ACTIVITY_STATUSES, required: true, default: 'success' },
    changes: { type: [{ _id: false, field: String, before: Schema.Types.Mixed, after: Schema.Types.Mixed }], default: [] },
    link: { type: String },
    sample: { type: Boolean },
  },
  { collection: 'activities', versionKey: false },
);

// TTL: the retention period (a TTL index has one field only).
activitySchema.index({ at: 1 }, { expireAfterSeconds: DEFAULT_RETENTION_DAYS * 24 * 60 * 60, name: 'at_ttl' });
// "Newest first" is { at: -1, _id: -1 } (ties broken by id, so pages never overlap): these serve
// that whole sort, so a first page reads 20 index entries instead of sorting the log (npm run bench).
activitySchema.index({ at: -1, _id: -1 });
// The list filtered by entity type (and Recent Activity's types), newest first.
activitySchema.index({ entityType: 1, at: -1, _id: -1 });
// One record's history.
activitySchema.index({ entityType: 1, entityId: 1, at: -1 });
// Filtered by who acted, and the active users of a period (sign-ins by actor).
activitySchema.index({ actorId: 1, at: -1, _id: -1 });
activitySchema.index({ action: 1, at: -1, _id: -1 });

export const ActivityModel = model<ActivityDoc>('Activity', activitySchema);
