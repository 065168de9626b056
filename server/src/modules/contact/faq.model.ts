import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';
import { translationsSchema, withTranslations, type Translations } from '../../core/translations.js';

/** The fields a visitor reads, which have a version per language (core/translations.ts). */
export type FaqText = { question: string; answer: string };
export const FAQ_TEXT_FIELDS = ['question', 'answer'] as const satisfies readonly (keyof FaqText)[];

export interface FaqDoc {
  _id: Types.ObjectId;
  question: string;
  answer: string;
  /** The Spanish, French and German versions of the question and answer (which are the English). */
  translations?: Translations<FaqText> | null;
  category: string;
  /** The FAQ's position, 1 to n: unique, and without gaps (faq.ordering.ts keeps it so). */
  order: number;
  /** Only active FAQs show on the public contact page. */
  isActive: boolean;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}

const faqSchema = new Schema<FaqDoc>(
  {
    question: { type: String, required: true, trim: true },
    answer: { type: String, required: true, trim: true },
    category: { type: String, required: true, trim: true },
    order: { type: Number, required: true },
    isActive: { type: Boolean, required: true, default: true },
    tags: { type: [String], default: [] },
    translations: translationsSchema({ question: { type: String, trim: true }, answer: { type: String, trim: true } }),
  },
  { timestamps: true, collection: 'faqs' },
);

// No two FAQs ever share a position, even when two administrators reorder at the same moment.
faqSchema.index({ order: 1 }, { unique: true });

/** The admin search (modules/search): An FAQ is found by question (in any language) and category. */
export const FAQ_SEARCH_FIELDS = [...withTranslations(['question']), 'category'];
searchWordsPlugin(faqSchema, FAQ_SEARCH_FIELDS);

export const FaqModel = model<FaqDoc>('Faq', faqSchema);
