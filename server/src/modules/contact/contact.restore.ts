/**
 * Bringing an FAQ's or an office's version back (History › Restore). An FAQ keeps its place in the
 * list (positions are the list's arrangement, not the FAQ's content); a deleted one comes back
 * last. An office restored as the headquarters makes the others plain offices, as saving it would.
 */
import { Types, type ClientSession } from 'mongoose';
import { registerFieldRestorer, type Snapshot } from '../activity/index.js';
import { FaqModel } from './faq.model.js';
import { GlobalOfficeModel } from './global-office.model.js';
import { clearOtherHeadquarters } from './global-office.service.js';

async function lastFaqPosition(session: ClientSession): Promise<number> {
  const last = await FaqModel.findOne({}, { order: 1 }, { session }).sort({ order: -1 }).lean();
  return last?.order ?? 0;
}

registerFieldRestorer('faq', FaqModel, {
  fields: ['question', 'answer', 'category', 'isActive', 'tags'],
  // Each FAQ brought back takes its own place after the last one.
  keptOnInsert: async (_snapshot, session, index) => ({ order: (await lastFaqPosition(session)) + 1 + index }),
  label: (snapshot) => /*i18n*/ ({ message: 'the FAQ “{question}”', values: { question: typeof snapshot['question'] === 'string' ? snapshot['question'] : '' } }),
});

const headquartersOf = (snapshots: Snapshot[]) => snapshots.filter((s) => s['isHeadquarters'] === true).at(-1);

registerFieldRestorer('office', GlobalOfficeModel, {
  fields: ['name', 'address', 'city', 'country', 'phone', 'email', 'timezone', 'isHeadquarters', 'isActive', 'workingHours', 'coordinates'],
  afterWrite: async (snapshots, session) => {
    const headquarters = headquartersOf(snapshots);
    if (headquarters) await clearOtherHeadquarters(new Types.ObjectId(String(headquarters._id)), session);
  },
  label: (snapshot) => /*i18n*/ ({ message: 'the {name} office', values: { name: typeof snapshot['name'] === 'string' ? snapshot['name'] : '' } }),
});
