/** The by-id writes that contact info, offices and FAQs share: missing ids are NotFound, reads are lean. */
import type { ClientSession, Model } from 'mongoose';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';

/** Drops the fields a partial update leaves out. */
export function definedFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

export async function findOneById<T>(model: Model<T>, id: string, session?: ClientSession): Promise<T | null> {
  if (!isObjectId(id)) return null;
  return model.findById(id, null, { session }).lean<T>();
}

export async function updateById<T>(model: Model<T>, id: string, data: Record<string, unknown>, notFound: string, session?: ClientSession): Promise<T> {
  if (!isObjectId(id)) throw new NotFoundError(notFound);
  const updated = await model.findByIdAndUpdate(id, { $set: definedFields(data) }, { returnDocument: 'after', runValidators: true, session }).lean<T>();
  if (!updated) throw new NotFoundError(notFound);
  return updated;
}

export async function deleteById<T>(model: Model<T>, id: string, notFound: string, session?: ClientSession): Promise<T> {
  if (!isObjectId(id)) throw new NotFoundError(notFound);
  const deleted = await model.findByIdAndDelete(id, { session }).lean<T>();
  if (!deleted) throw new NotFoundError(notFound);
  return deleted;
}

/** These lists are short by nature; a cap keeps every list call bounded. Answers the current count. */
export async function assertRoom<T>(model: Model<T>, max: number, what: string, session?: ClientSession): Promise<number> {
  const count = await model.countDocuments({}, { session });
  if (count >= max) throw new ConflictError(`There can be at most ${max} ${what}. Delete one first.`);
  return count;
}
