import { Schema, model, type Types } from 'mongoose';
import type { ContactInfoType } from '@ai-solutions/common';
import { translationsSchema, type Translations } from '../../core/translations.js';

export const CONTACT_INFO_TYPES = ['address', 'phone', 'email', 'hours'] as const satisfies readonly ContactInfoType[];

/** The fields a visitor reads, which have a version per language (core/translations.ts). */
export type ContactInfoText = { title: string; value: string };
export const CONTACT_INFO_TEXT_FIELDS = ['title', 'value'] as const satisfies readonly (keyof ContactInfoText)[];

export interface ContactInfoDoc {
  _id: Types.ObjectId;
  type: ContactInfoType;
  title: string;
  value: string;
  /** The Spanish, French and German versions of the title and value (which are the English). */
  translations?: Translations<ContactInfoText> | null;
  /** An emoji, at most 2 characters. */
  icon: string;
  /** Only active items show on the public contact page. */
  isActive: boolean;
  order: number;
  createdAt: Date;
  updatedAt: Date;
}

const contactInfoSchema = new Schema<ContactInfoDoc>(
  {
    type: { type: String, enum: CONTACT_INFO_TYPES, required: true },
    title: { type: String, required: true, trim: true },
    value: { type: String, required: true, trim: true },
    icon: { type: String, required: true },
    isActive: { type: Boolean, required: true, default: true },
    order: { type: Number, required: true, min: 0 },
    translations: translationsSchema({ title: { type: String, trim: true }, value: { type: String, trim: true } }),
  },
  { timestamps: true, collection: 'contact_info' },
);

contactInfoSchema.index({ isActive: 1, order: 1 });

export const ContactInfoModel = model<ContactInfoDoc>('ContactInfo', contactInfoSchema);
