/**
 * FAQs: guests read active FAQs only, in order; administrators and editors read and change all.
 * Every change of positions runs in one transaction (faq.ordering.ts), so no two FAQs ever share
 * an order.
 */
import mongoose, { type ClientSession, type QueryFilter } from 'mongoose';
import { isDuplicateKeyError, NotFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { definedFields, recordActivity } from '../activity/index.js';
import { assertRoom } from './contact.crud.js';
import { findOneById } from '../../core/ids.js';
import { FaqModel, type FaqDoc } from './faq.model.js';
import { closeGapAt, insertFaqAt, moveFaqTo, swapWithNeighbour } from './faq.ordering.js';
import { CreateFaqInput, MoveDirection, UpdateFaqInput } from './faq.validation.js';

const NOT_FOUND = 'FAQ not found';
export const MAX_FAQS = 200;

/** Which FAQs a caller sees: only staff see inactive ones (the list and the admin search share it). */
export function faqListQuery(actor: Actor | null, activeOnly?: boolean | null): QueryFilter<FaqDoc> {
  return !isStaff(actor) || activeOnly ? { isActive: true } : {};
}

export async function listFaqs(actor: Actor | null, activeOnly?: boolean | null): Promise<FaqDoc[]> {
  return FaqModel.find(faqListQuery(actor, activeOnly)).sort({ order: 1 }).limit(MAX_FAQS).lean();
}

export async function getFaq(actor: Actor | null, id: string): Promise<FaqDoc | null> {
  const faq = await findOneById(FaqModel, id);
  return faq && (faq.isActive || isStaff(actor)) ? faq : null;
}

/**
 * Runs a reordering transaction. Two administrators adding FAQs at the same moment may both pick
 * the last position; the unique index refuses the second, which then simply runs again.
 */
async function reorder<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mongoose.connection.transaction(work);
    } catch (err) {
      if (!isDuplicateKeyError(err) || attempt >= 3) throw err;
    }
  }
}

async function requireFaq(id: string, session: ClientSession): Promise<FaqDoc> {
  const faq = await findOneById(FaqModel, id, session);
  if (!faq) throw new NotFoundError(NOT_FOUND);
  return faq;
}

export async function createFaq(actor: Actor | null, input: unknown): Promise<FaqDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(CreateFaqInput, input);
  return reorder(async (session) => {
    await assertRoom(FaqModel, MAX_FAQS, 'faqs', session);
    const faq = await insertFaqAt(data, session);
    await recordActivity({ actor: admin, action: 'create', entityType: 'faq', entityId: faq._id, summary: /*i18n*/ ({ message: '{actor} added the FAQ “{question}”', values: { actor: admin.name, question: faq.question } }) }, session);
    return faq;
  });
}

/** Only the given fields change; an order moves the FAQ to that position (the REST move sends only order). */
export async function updateFaq(actor: Actor | null, id: string, input: unknown): Promise<FaqDoc> {
  const admin = requireStaff(actor);
  const { order, ...fields } = parseInput(UpdateFaqInput, input);
  return reorder(async (session) => {
    const faq = await requireFaq(id, session);
    if (order !== undefined) await moveFaqTo(faq, order, session);
    const set = definedFields(fields);
    if (Object.keys(set).length) await FaqModel.updateOne({ _id: faq._id }, { $set: set }, { session, runValidators: true });
    const updated = await requireFaq(id, session);
    await recordActivity({ actor: admin, action: 'update', entityType: 'faq', entityId: id, summary: /*i18n*/ ({ message: '{actor} updated the FAQ “{question}”', values: { actor: admin.name, question: updated.question } }), before: faq, after: updated }, session);
    return updated;
  });
}

/** Swaps the FAQ with its neighbour; answers every FAQ in the new order. */
export async function moveFaq(actor: Actor | null, id: string, rawDirection: unknown): Promise<FaqDoc[]> {
  const admin = requireStaff(actor);
  const { direction } = parseInput(MoveDirection, { direction: rawDirection });
  await reorder(async (session) => {
    const faq = await requireFaq(id, session);
    await swapWithNeighbour(faq, direction, session);
    const moved = await requireFaq(id, session);
    await recordActivity({ actor: admin, action: 'update', entityType: 'faq', entityId: id, summary: /*i18n*/ ({ message: '{actor} moved the FAQ “{question}” {direction, select, up {up} other {down}}', values: { actor: admin.name, question: faq.question, direction } }), before: faq, after: moved }, session);
  });
  return listFaqs(actor);
}

export async function deleteFaq(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  await reorder(async (session) => {
    const faq = await requireFaq(id, session);
    await FaqModel.deleteOne({ _id: faq._id }, { session });
    await closeGapAt(faq.order, session);
    await recordActivity({ actor: admin, action: 'delete', entityType: 'faq', entityId: id, summary: /*i18n*/ ({ message: '{actor} deleted the FAQ “{question}”', values: { actor: admin.name, question: faq.question } }), before: faq }, session);
  });
  return id;
}
