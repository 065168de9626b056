/**
 * FAQ positions: 1 to n, unique (a unique index checks every single write) and without gaps.
 * Every change runs inside a transaction, and positions are moved so that no two FAQs share one
 * even for a moment: a block that shifts is first parked far below zero, then put in its place.
 */
import type { ClientSession } from 'mongoose';
import { ConflictError } from '../../core/errors.js';
import { FaqModel, type FaqDoc } from './faq.model.js';

const PARKED = -1_000_000;
/** Where a FAQ waits while its neighbours shift; outside every parked block. */
const HOLD = -1;

async function lastPosition(session: ClientSession): Promise<number> {
  const last = await FaqModel.findOne({}, { order: 1 }, { session }).sort({ order: -1 }).lean();
  return last?.order ?? 0;
}

/** Moves positions from..to (inclusive) one step up (-1) or down (+1). */
async function shift(from: number, to: number, delta: 1 | -1, session: ClientSession): Promise<void> {
  if (from > to) return;
  await FaqModel.updateMany({ order: { $gte: from, $lte: to } }, { $inc: { order: PARKED } }, { session });
  await FaqModel.updateMany({ order: { $gte: from + PARKED, $lte: to + PARKED } }, { $inc: { order: delta - PARKED } }, { session });
}

/** Order 0 (the form's default), or one past the end, means last. */
function target(requested: number, size: number): number {
  return requested >= 1 && requested <= size ? requested : size;
}

/** Inserts a FAQ at the requested position (0: last, as order = count + 1), shifting the ones after it. */
export async function insertFaqAt(data: Omit<FaqDoc, '_id' | 'createdAt' | 'updatedAt'>, session: ClientSession): Promise<FaqDoc> {
  const last = await lastPosition(session);
  const position = target(data.order, last + 1);
  await shift(position, last, 1, session);
  const [created] = await FaqModel.create([{ ...data, order: position }], { session });
  if (!created) throw new Error('The FAQ was not created');
  return created.toObject();
}

/** Moves a FAQ to the requested position (0: last); the ones in between close up. */
export async function moveFaqTo(faq: FaqDoc, requested: number, session: ClientSession): Promise<void> {
  const position = target(requested, await lastPosition(session));
  if (position === faq.order) return;
  await FaqModel.updateOne({ _id: faq._id }, { $set: { order: HOLD } }, { session });
  if (position < faq.order) await shift(position, faq.order - 1, 1, session);
  else await shift(faq.order + 1, position, -1, session);
  await FaqModel.updateOne({ _id: faq._id }, { $set: { order: position } }, { session });
}

/** Closes the gap a deleted FAQ left. */
export async function closeGapAt(position: number, session: ClientSession): Promise<void> {
  await shift(position + 1, await lastPosition(session), -1, session);
}

/** Swaps a FAQ with its neighbour above (up) or below (down). */
export async function swapWithNeighbour(faq: FaqDoc, direction: 'up' | 'down', session: ClientSession): Promise<void> {
  const neighbour = await FaqModel.findOne({ order: direction === 'up' ? { $lt: faq.order } : { $gt: faq.order } }, { order: 1 }, { session })
    .sort({ order: direction === 'up' ? -1 : 1 })
    .lean();
  if (!neighbour) throw new ConflictError(direction === 'up' ? 'This FAQ is already the first.' : 'This FAQ is already the last.');
  await FaqModel.updateOne({ _id: faq._id }, { $set: { order: HOLD } }, { session });
  await FaqModel.updateOne({ _id: neighbour._id }, { $set: { order: faq.order } }, { session });
  await FaqModel.updateOne({ _id: faq._id }, { $set: { order: neighbour.order } }, { session });
}
