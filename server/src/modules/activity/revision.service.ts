/**
 * A record's versions and bringing one back: the History panel's list (who, when, which fields
 * changed, and the version's values beside the current ones), restoring a version as a new one, and
 * undoing a bulk action. Permissions: staff; undoing a bulk action, its author or an administrator.
 * Restoring is done by the owning module's restorer (revision.registry.ts), in one transaction with
 * its activity entry.
 */
import mongoose, { Types, type ClientSession } from 'mongoose';
import { z } from 'zod';
import { requireStaff, type Actor } from '../../core/actor.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { toPage, type PageArgs } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { zonedDateTime, type MessageText } from '../../i18n/message.js';
import { isSecretField, plainValue } from './activity.diff.js';
import { ACTIVITY_ENTITY_TYPES, ActivityModel, type ActivityAction, type ActivityEntityType } from './activity.model.js';
import { recordActivity } from './activity.record.js';
import { BULK_CHUNK, BulkProgress, inChunks } from './bulk-progress.service.js';
import { REVISION_MESSAGES } from './revision.messages.js';
import { RevisionModel, type RevisionDoc } from './revision.model.js';
import { restorerOf, type Restorer, type Snapshot } from './revision.registry.js';

/** A version's value of one field, as JSON text (ids as hex, dates as ISO text). */
export type RevisionField = { field: string; value: string };
export type RevisionItem = RevisionDoc & { changedFields: string[] };
export type RevisionPage = { items: RevisionItem[]; total: number; page: number; pageSize: number; current: RevisionField[] | null };

const HIDDEN_FIELDS = new Set(['_id', '__v', 'createdAt', 'updatedAt', 'searchWords']);
const NEWEST_FIRST = { at: -1, _id: -1 } as const;

const HistoryInput = z.object({
  entityType: z.enum(ACTIVITY_ENTITY_TYPES, { error: `Entity type must be one of ${ACTIVITY_ENTITY_TYPES.join(', ')}` }),
  entityId: z.string().trim().min(1, { error: REVISION_MESSAGES.entityId.message }).max(64, { error: 'Entity id is too long' }),
});

/** The fields a person reads of a version, in a stable order. */
export function revisionFields(snapshot: Record<string, unknown>): RevisionField[] {
  return Object.keys(snapshot)
    .filter((k) => !HIDDEN_FIELDS.has(k) && !isSecretField(k))
    .sort()
    .map((field) => ({ field, value: JSON.stringify(plainValue(snapshot[field])) }));
}

function changedFields(newer: Record<string, unknown>, older: Record<string, unknown> | undefined): string[] {
  // The oldest version has nothing before it to differ from.
  if (!older) return [];
  const now = revisionFields(newer);
  const was = new Map(revisionFields(older).map((f) => [f.field, f.value]));
  const names = new Set([...now.map((f) => f.field), ...was.keys()]);
  const after = new Map(now.map((f) => [f.field, f.value]));
  return [...names].filter((n) => after.get(n) !== was.get(n)).sort();
}

/** One page of a record's versions, newest first, each with the fields it changed from the one before. */
export async function listRevisions(actor: Actor | null, rawType: unknown, rawId: unknown, pageArgs: PageArgs): Promise<RevisionPage> {
  requireStaff(actor);
  const { entityType, entityId } = parseInput(HistoryInput, { entityType: rawType, entityId: rawId });
  const page = toPage(pageArgs, 10);
  const query = { entityType, entityId };
  // One more than the page, so the page's oldest version is compared with the one before it.
  const [rows, total, current] = await Promise.all([
    RevisionModel.find(query).sort(NEWEST_FIRST).skip(page.skip).limit(page.pageSize + 1).lean(),
    RevisionModel.countDocuments(query),
    currentOf(entityType, entityId),
  ]);
  const items = rows.slice(0, page.pageSize).map((r, i) => ({ ...r, changedFields: changedFields(r.snapshot, rows[i + 1]?.snapshot) }));
  return { items, total, page: page.page, pageSize: page.pageSize, current: current && revisionFields(current) };
}

async function currentOf(entityType: ActivityEntityType, entityId: string): Promise<Snapshot | null> {
  const restorer = restorerOf(entityType);
  if (!restorer || !isObjectId(entityId)) return null;
  const session = await mongoose.startSession();
  try {
    const [doc] = await restorer.read([entityId], session);
    return doc ?? null;
  } finally {
    await session.endSession();
  }
}

function needRestorer(entityType: ActivityEntityType): Restorer {
  const restorer = restorerOf(entityType);
  if (!restorer) throw new ValidationError({ entityType: REVISION_MESSAGES.notRestorable });
  return restorer;
}

async function assertRestorable(restorer: Restorer, snapshots: Snapshot[], session: ClientSession): Promise<void> {
  for (const snapshot of snapshots) {
    const refusal = await restorer.refusal?.(snapshot, session);
    if (refusal) throw new ConflictError(refusal);
  }
}

/**
 * Brings a version back as a new version (a deleted record comes back with its id), recorded in the
 * activity log; refused with the reason when a record it refers to no longer exists.
 */
export async function restoreRevision(
  actor: Actor | null,
  revisionId: string,
  /** The record the caller means (REST's path): a version of another record is not found. */
  of?: { entityType: ActivityEntityType; entityId: string },
): Promise<{ entityType: ActivityEntityType; entityId: string }> {
  const admin = requireStaff(actor);
  if (!isObjectId(revisionId)) throw new NotFoundError(REVISION_MESSAGES.versionNotFound);
  const revision = await RevisionModel.findById(revisionId).lean();
  if (!revision || (of && (of.entityType !== revision.entityType || of.entityId !== revision.entityId))) throw new NotFoundError(REVISION_MESSAGES.versionNotFound);
  const { entityType, entityId } = revision;
  const restorer = needRestorer(entityType);
  await mongoose.connection.transaction(async (session) => {
    const snapshot = { ...revision.snapshot, _id: new Types.ObjectId(entityId) };
    await assertRestorable(restorer, [snapshot], session);
    const [before] = await restorer.read([entityId], session);
    await restorer.write(admin, [snapshot], session);
    const [after] = await restorer.read([entityId], session);
    await recordActivity(
      {
        actor: admin,
        action: before ? 'update' : 'create',
        entityType,
        entityId,
        summary: /*i18n*/ ({ message: '{actor} restored {record} to its version of {when}', values: { actor: admin.name, record: restorer.label(snapshot), when: zonedDateTime(revision.at, 'UTC') } }),
        before: before ?? null,
        after: after ?? null,
        revision: 'restore',
      },
      session,
    );
  });
  return { entityType, entityId };
}

/** A bulk action's log entry and the "before" of each record it changed, so it can be undone. Inside the action's transaction. */
export async function recordBulk(
  actor: Actor,
  bulk: { entityType: ActivityEntityType; action: ActivityAction; summary: MessageText; before: readonly object[] },
  session: ClientSession,
  progress: BulkProgress = BulkProgress.none(),
): Promise<string> {
  const before = bulk.before as Snapshot[];
  const ids = before.map((s) => String(s._id));
  const batchId = await recordActivity(
    { actor, action: bulk.action, entityType: bulk.entityType, summary: bulk.summary, before: { items: [] }, after: { items: ids } },
    session,
  );
  if (!batchId) throw new Error('The bulk action was not recorded');
  const at = new Date();
  await progress.phase('recording', before.length);
  await inChunks(before, BULK_CHUNK, async (chunk, done) => {
    await RevisionModel.insertMany(
      chunk.map((snapshot) => ({ entityType: bulk.entityType, entityId: String(snapshot._id), at, actorName: actor.name, actorRole: actor.role, kind: 'bulk', snapshot, batchId })),
      { session },
    );
    await progress.advance('recording', done, before.length);
  });
  return batchId.toHexString();
}

/**
 * Puts every record of a bulk action back as it was before it (deleted ones come back with their
 * ids), in one transaction, recorded as one entry. Its author or an administrator may undo it.
 */
export async function undoBulk(actor: Actor | null, batchId: string): Promise<{ restored: number }> {
  const admin = requireStaff(actor);
  if (!isObjectId(batchId)) throw new NotFoundError(REVISION_MESSAGES.batchNotFound);
  const entry = await ActivityModel.findById(batchId).lean();
  const revisions = await RevisionModel.find({ batchId: new Types.ObjectId(batchId) }).lean();
  const first = revisions[0];
  if (!entry || !first) throw new NotFoundError(REVISION_MESSAGES.batchNotFound);
  if (admin.role !== 'admin' && entry.actorId?.toHexString() !== admin.id) throw new ForbiddenError(REVISION_MESSAGES.notYourBulk);
  const restorer = needRestorer(first.entityType);
  const snapshots = revisions.map((r) => ({ ...r.snapshot, _id: new Types.ObjectId(r.entityId) }));
  await mongoose.connection.transaction(async (session) => {
    await assertRestorable(restorer, snapshots, session);
    await restorer.write(admin, snapshots, session);
    const summary = /*i18n*/ ({ message: '{actor} undid: {what}', values: { actor: admin.name, what: entry.summaryMessage ?? entry.summary } });
    await recordActivity({ actor: admin, action: 'update', entityType: first.entityType, summary, before: { items: [] }, after: { items: revisions.map((r) => r.entityId) } }, session);
  });
  return { restored: snapshots.length };
}
