/**
 * Bulk actions on the FAQ tab: show (activate) or hide (deactivate) the FAQs chosen, or every FAQ
 * matching the filter, in one transaction with one activity entry that lists them (and keeps each
 * FAQ's "before", so the action can be undone). An FAQ already in that state is left as it was and
 * said why. FAQs keep their places: positions are the list's arrangement, not the FAQs' content.
 */
import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import { requireStaff, type Actor } from '../../core/actor.js';
import { bulkInput, idsMatching, sortOut, type BulkResult } from '../../core/bulk.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import { applyInChunks, recordBulk, withBulkProgress } from '../activity/index.js';
import { CONTACT_MESSAGES } from './contact.messages.js';
import { FaqModel, type FaqDoc } from './faq.model.js';
import { faqListQuery } from './faq.service.js';

export const FAQ_BULK_ACTIONS = ['activate', 'deactivate'] as const;
const FaqFilterInput = z.object({ activeOnly: z.boolean({ error: 'Active only must be true or false' }).nullish() }, { error: 'Filter must be an object' });
export const BulkFaqsInput = bulkInput(FAQ_BULK_ACTIONS, FaqFilterInput.nullish());

const ACTIVE = { activate: true, deactivate: false } as const;

export async function bulkFaqs(actor: Actor | null, raw: unknown): Promise<BulkResult> {
  const admin = requireStaff(actor);
  const input = parseInput(BulkFaqsInput, raw);
  const { action } = input;
  const ids = input.ids ? [...new Set(input.ids)] : await idsMatching((limit) => FaqModel.find(faqListQuery(admin, input.filter?.activeOnly), { _id: 1 }).limit(limit).lean());
  return withBulkProgress(admin, input.progressKey, ids.length, (progress) =>
    mongoose.connection.transaction(async (session) => {
      const found = await FaqModel.find({ _id: { $in: ids.filter(isObjectId).map((id) => new Types.ObjectId(id)) } }, null, { session }).lean();
      const { chosen, refused } = sortOut(
        ids,
        new Map(found.map((f) => [f._id.toHexString(), f])),
        (faq: FaqDoc) => (faq.isActive === ACTIVE[action] ? (ACTIVE[action] ? CONTACT_MESSAGES.faqAlreadyShown : CONTACT_MESSAGES.faqAlreadyHidden) : null),
        (faq) => faq.question,
        CONTACT_MESSAGES.faqNotFound,
      );
      if (!chosen.length) return { batchId: null, succeeded: [], refused };
      await applyInChunks(progress, chosen.map((f) => f._id), (chunk) => FaqModel.updateMany({ _id: { $in: chunk } }, { $set: { isActive: ACTIVE[action] } }, { session }));
      const count = chosen.length;
      const summary = /*i18n*/ ({
        message: '{actor} {action, select, activate {showed} other {hid}} {count, plural, one {# FAQ} other {# FAQs}}: {questions}',
        values: { actor: admin.name, action, count, questions: chosen.map((f) => f.question).join(', ') },
      });
      const batchId = await recordBulk(admin, { entityType: 'faq', action: 'status-change', summary, before: chosen }, session, progress);
      return { batchId, succeeded: chosen.map((f) => f._id.toHexString()), refused };
    }),
  );
}
