/**
 * The default contact content (@ai-solutions/common's contact-defaults), created when missing: by the seed of a fresh
 * database and by POST /api/initialize-data, which the Contact Management screen calls before it
 * loads. Each kind is created at most once per database: a marker in `meta` remembers it, so an
 * administrator who deletes the defaults does not see them come back at the next visit.
 */
import mongoose, { type Model } from 'mongoose';
import { requireStaff, type Actor } from '../../core/actor.js';
import { DEFAULT_CONTACT_INFO, DEFAULT_FAQS, DEFAULT_OFFICES } from '@ai-solutions/common';
import { ContactInfoModel } from './contact-info.model.js';
import { recordActivity } from '../activity/index.js';
import { FaqModel } from './faq.model.js';
import { DEFAULT_CONTACT_INFO_TRANSLATIONS, DEFAULT_OFFICE_TRANSLATIONS } from './contact-info.translations.js';
import { DEFAULT_FAQ_TRANSLATIONS } from './faq.translations.js';
import { GlobalOfficeModel } from './global-office.model.js';

export type ContactDataInitialization = { contactInfo: number; offices: number; faqs: number };

/** How the activity log names each kind of default content ("the 4 default FAQs"). */

/** Inserts `defaults` when the collection is empty and this kind was never initialized; answers how many. */
async function createOnce<T>(key: string, entityType: 'contact-info' | 'office' | 'faq', model: Model<T>, defaults: readonly object[]): Promise<number> {
  // In one transaction, so two administrators opening the screen together cannot both insert.
  return mongoose.connection.transaction(async (session) => {
    const meta = mongoose.connection.collection<{ _id: string; at: Date }>('meta');
    if (await meta.findOne({ _id: `defaults:${key}` }, { session })) return 0;
    const empty = (await model.countDocuments({}, { session })) === 0;
    if (empty) {
      await model.insertMany(defaults.map((d) => structuredClone(d)), { session });
      const summary = /*i18n*/ ({
        message: 'The system added the {count} default {kind, select, info {contact info items} office {global offices} other {FAQs}}',
        values: { count: defaults.length, kind: entityType === 'contact-info' ? 'info' : entityType },
      });
      await recordActivity({ actor: 'system', action: 'import', entityType, summary }, session);
    }
    await meta.insertOne({ _id: `defaults:${key}`, at: new Date() }, { session });
    return empty ? defaults.length : 0;
  });
}

export async function ensureContactDefaults(): Promise<ContactDataInitialization> {
  return {
    contactInfo: await createOnce('contact-info', 'contact-info', ContactInfoModel, DEFAULT_CONTACT_INFO.map((item) => ({ ...item, translations: DEFAULT_CONTACT_INFO_TRANSLATIONS[item.title] ?? {} }))),
    offices: await createOnce('global-offices', 'office', GlobalOfficeModel, DEFAULT_OFFICES.map((office) => ({ ...office, translations: DEFAULT_OFFICE_TRANSLATIONS[office.name] ?? {} }))),
    faqs: await createOnce('faqs', 'faq', FaqModel, DEFAULT_FAQS.map((faq) => ({ ...faq, translations: DEFAULT_FAQ_TRANSLATIONS[faq.question] ?? {} }))),
  };
}

/** Admin: idempotent; answers how many of each kind were created by this call. */
export async function initializeContactData(actor: Actor | null): Promise<ContactDataInitialization> {
  requireStaff(actor);
  return ensureContactDefaults();
}
