import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';

export interface FaqDoc {
  _id: Types.ObjectId;
  question: string;
  answer: string;
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
  },
  { timestamps: true, collection: 'faqs' },
);

// No two FAQs ever share a position, even when two administrators reorder at the same moment.
faqSchema.index({ order: 1 }, { unique: true });

/** The admin search (modules/search): An FAQ is found by question and category. */
export const FAQ_SEARCH_FIELDS = ['question', 'category'] as const;
searchWordsPlugin(faqSchema, FAQ_SEARCH_FIELDS);

export const FaqModel = model<FaqDoc>('Faq', faqSchema);
