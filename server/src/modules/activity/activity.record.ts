/**
 * THE one function services call to log a write:
 *
 *     await recordActivity({ actor, action: 'update', entityType: 'course', entityId, summary, before, after }, session);
 *
 * - Call it inside the transaction of the write, passing its session: a rolled-back change then
 *   leaves no entry. `session` may be null only for what has no transaction (an export, a lockout).
 * - `actor`: the signed-in Actor, or 'visitor' / 'system'. Its name and role are copied, as they were.
 * - `before`/`after`: the stored record before and after an update; only the changed fields are
 *   kept, each with both values, and fields named like secrets (password hashes, tokens, TOTP
 *   secrets, file bytes) never enter the log.
 * - `status`: success unless said (a pending admin request is 'pending', a failed payment 'error').
 */
import { Types, type ClientSession } from 'mongoose';
import type { Actor } from '../../core/actor.js';
import { isServerMessage, type MessageText, type ServerMessage } from '../../i18n/message.js';
import { inEnglish } from '../../i18n/server-i18n.js';
import { diffFields } from './activity.diff.js';
import { recordVersion } from './revision.record.js';
import { ActivityModel, type ActivityAction, type ActivityEntityType, type ActivityStatus, type ActorKind } from './activity.model.js';

export type ActivityEntry = {
  actor: Actor | ActorKind;
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: string | Types.ObjectId | null;
  /**
   * What happened, as a person reads it: a message descriptor (README › Languages), kept with the
   * entry and read in each reader's language; its English text is stored beside it.
   */
  summary: MessageText;
  status?: ActivityStatus;
  before?: object | null;
  after?: object | null;
  link?: string | null;
  /** For seeded history only; a live write is logged at the time it happens. */
  at?: Date;
  /** What kind of version `after` is, when it is not a plain update (a restore). */
  revision?: 'restore';
};

const MAX_SUMMARY = 500;
const STATUS_FIELDS = new Set(['status', 'isActive', 'paymentStatus']);

const ACTOR_LABELS = {
  visitor: /*i18n*/ { message: 'A visitor', context: 'activity actor' },
  system: /*i18n*/ { message: 'The system', context: 'activity actor' },
};

/** How a summary names who acted: the user's name, or "A visitor" / "The system". */
export function actorLabel(actor: Actor | ActorKind): MessageText {
  if (actor === 'visitor') return ACTOR_LABELS.visitor;
  if (actor === 'system') return ACTOR_LABELS.system;
  return actor.name;
}

/** A summary cut to the log's length. */
export const clipSummary = (text: string): string => (text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text);

/** The descriptor as stored: its text, context and values (no translators' comment). */
function storedMessage({ message, context, values }: ServerMessage): ServerMessage {
  return { message, ...(context ? { context } : {}), ...(values ? { values } : {}) };
}

function actorFields(actor: Actor | ActorKind): { actorId: Types.ObjectId | null; actorName: string; actorRole: string } {
  if (actor === 'visitor') return { actorId: null, actorName: 'Visitor', actorRole: 'visitor' };
  if (actor === 'system') return { actorId: null, actorName: 'System', actorRole: 'system' };
  return { actorId: Types.ObjectId.isValid(actor.id) ? new Types.ObjectId(actor.id) : null, actorName: actor.name, actorRole: actor.role };
}

/** Builds the stored entry; exported for the sample seed, which inserts many at once. */
export function activityDocument(entry: ActivityEntry) {
  const changes = entry.before && entry.after ? diffFields(entry.before, entry.after) : [];
  // An update that only moved the status is a status change, whatever form or route sent it.
  const statusOnly = entry.action === 'update' && changes.length > 0 && changes.every((c) => STATUS_FIELDS.has(c.field));
  return {
    at: entry.at ?? new Date(),
    ...actorFields(entry.actor),
    action: statusOnly ? ('status-change' as const) : entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ? entry.entityId.toString() : null,
    summary: clipSummary(inEnglish(entry.summary)),
    ...(isServerMessage(entry.summary) ? { summaryMessage: storedMessage(entry.summary) } : {}),
    status: entry.status ?? 'success',
    changes,
    link: entry.link ?? null,
  };
}

/** Writes the entry (and, for a content record's update, its new version); answers the entry's id, or null when nothing changed. */
export async function recordActivity(entry: ActivityEntry, session: ClientSession | null): Promise<Types.ObjectId | null> {
  const doc = activityDocument(entry);
  // An update that changed nothing (a form saved as it was) is no event.
  if (entry.action === 'update' && entry.before && entry.after && doc.changes.length === 0) return null;
  const [created] = await ActivityModel.create([doc], { session });
  await recordVersion(entry, doc, session);
  return created?._id ?? null;
}
