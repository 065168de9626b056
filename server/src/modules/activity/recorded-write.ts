/**
 * A by-id write and its activity-log entry, in one transaction (contact info, offices, FAQs, messages,
 * services): missing or malformed ids are NotFound, reads are lean.
 */
import mongoose, { type ClientSession, type Model } from 'mongoose';
import { NotFoundError } from '../../core/errors.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { recordActivity } from './activity.record.js';
import type { ActivityEntityType } from './activity.model.js';
import type { Actor } from '../../core/actor.js';
import type { MessageText } from '../../i18n/message.js';

/** Drops the fields a partial update leaves out. */
export function definedFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

export async function updateById<T>(model: Model<T>, id: string, data: Record<string, unknown>, notFound: MessageText, session?: ClientSession): Promise<T> {
  if (!isObjectId(id)) throw new NotFoundError(notFound);
  const updated = await model.findByIdAndUpdate(id, { $set: definedFields(data) }, { returnDocument: 'after', runValidators: true, session }).lean<T>();
  if (!updated) throw new NotFoundError(notFound);
  return updated;
}

export async function deleteById<T>(model: Model<T>, id: string, notFound: MessageText, session?: ClientSession): Promise<T> {
  if (!isObjectId(id)) throw new NotFoundError(notFound);
  const deleted = await model.findByIdAndDelete(id, { session }).lean<T>();
  if (!deleted) throw new NotFoundError(notFound);
  return deleted;
}


/** Who changes which record, and how the activity log says it. */
type Recorded<T> = { admin: Actor; model: Model<T>; id: string; notFound: MessageText; entityType: ActivityEntityType; summary: (doc: T) => MessageText };

/**
 * Sets the given fields in one transaction with its activity entry (before and after); `alongside`
 * runs in the same transaction before the entry (an office made headquarters demotes the others).
 */
export function updateRecorded<T extends object>(
  { admin, model, id, notFound, entityType, summary }: Recorded<T>,
  data: Record<string, unknown>,
  alongside?: (updated: T, session: ClientSession) => Promise<unknown>,
): Promise<T> {
  return mongoose.connection.transaction(async (session) => {
    const before = await findOneById(model, id, session);
    const updated = await updateById(model, id, data, notFound, session);
    await alongside?.(updated, session);
    await recordActivity({ actor: admin, action: 'update', entityType, entityId: id, summary: summary(updated), before, after: updated }, session);
    return updated;
  });
}

/** Deletes in one transaction with its activity entry; answers the id. */
export async function deleteRecorded<T>({ admin, model, id, notFound, entityType, summary }: Recorded<T>): Promise<string> {
  await mongoose.connection.transaction(async (session) => {
    const deleted = await deleteById(model, id, notFound, session);
    // The record as it was is kept (a version), so it can be brought back.
    await recordActivity({ actor: admin, action: 'delete', entityType, entityId: id, summary: summary(deleted), before: deleted }, session);
  });
  return id;
}
