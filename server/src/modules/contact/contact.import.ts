/** FAQs and offices as import types, within their room limits. */
import { importTarget } from '../../core/import-target.js';
import { ConflictError } from '../../core/errors.js';
import { FaqModel } from './faq.model.js';
import { MAX_FAQS } from './faq.service.js';
import { CreateFaqInput } from './faq.validation.js';
import { GlobalOfficeModel } from './global-office.model.js';
import { MAX_OFFICES } from './global-office.service.js';
import { CreateGlobalOfficeInput } from './global-office.validation.js';

export const faqsImport = importTarget({
  type: 'faqs',
  fields: { question: 'text', answer: 'text', category: 'text', isActive: 'boolean', tags: 'list' },
  aliases: { title: 'question', active: 'isActive' },
  schema: CreateFaqInput,
  model: FaqModel,
  key: 'question',
  entityType: 'faq',
  // Imported FAQs go last in order.
  beforeCreate: async (rows, session) => {
    const last = await FaqModel.findOne({}, { order: 1 }).sort({ order: -1 }).session(session).lean();
    let next = (last?.order ?? -1) + 1;
    for (const row of rows) row['order'] = next++;
    if ((await FaqModel.countDocuments({}, { session })) + rows.length > MAX_FAQS) throw new ConflictError(/*i18n*/ { message: 'There can be at most {max} FAQs.', values: { max: MAX_FAQS } });
  },
});

export const officesImport = importTarget({
  type: 'global-offices',
  fields: {
    name: 'text',
    address: 'text',
    city: 'text',
    country: 'text',
    phone: 'text',
    email: 'text',
    timezone: 'text',
    isHeadquarters: 'boolean',
    isActive: 'boolean',
    workingHours: 'text',
    coordinates: 'object',
  },
  aliases: { title: 'name', office: 'name', headquarters: 'isHeadquarters', active: 'isActive', hours: 'workingHours' },
  schema: CreateGlobalOfficeInput,
  model: GlobalOfficeModel,
  key: 'name',
  entityType: 'office',
  beforeCreate: async (rows, session) => {
    if ((await GlobalOfficeModel.countDocuments({}, { session })) + rows.length > MAX_OFFICES) throw new ConflictError(/*i18n*/ { message: 'There can be at most {max} offices.', values: { max: MAX_OFFICES } });
  },
  // One headquarters: if several are marked, the most recently written one keeps it.
  afterWrites: async (session) => {
    const hqs = await GlobalOfficeModel.find({ isHeadquarters: true }, { _id: 1 }).sort({ updatedAt: -1, _id: -1 }).session(session).lean();
    if (hqs.length > 1) await GlobalOfficeModel.updateMany({ _id: { $in: hqs.slice(1).map((h) => h._id) } }, { $set: { isHeadquarters: false } }, { session });
  },
});
