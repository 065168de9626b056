import type { DefaultOffice } from '@ai-solutions/common';
import { Schema, model, type Types } from 'mongoose';
import { translationsSchema, type Translations } from '../../core/translations.js';

/** The fields a visitor reads, which have a version per language (core/translations.ts). */
export type OfficeText = Pick<DefaultOffice, 'name' | 'address' | 'city' | 'country' | 'workingHours'>;
export const OFFICE_TEXT_FIELDS = ['name', 'address', 'city', 'country', 'workingHours'] as const satisfies readonly (keyof OfficeText)[];

/**
 * An office as stored: the fields of the default offices (contact-defaults), of which the
 * coordinates may be missing; at most one office is the headquarters, and only active offices show
 * on the public contact page.
 */
export interface GlobalOfficeDoc extends Omit<DefaultOffice, 'coordinates'> {
  _id: Types.ObjectId;
  coordinates?: { lat: number; lng: number } | null;
  /** The Spanish, French and German versions of the office's text (which is the English). */
  translations?: Translations<OfficeText> | null;
  createdAt: Date;
  updatedAt: Date;
}

const globalOfficeSchema = new Schema<GlobalOfficeDoc>(
  {
    name: { type: String, required: true, trim: true },
    address: { type: String, required: true, trim: true },
    city: { type: String, required: true, trim: true },
    country: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    timezone: { type: String, required: true, trim: true },
    isHeadquarters: { type: Boolean, required: true, default: false },
    isActive: { type: Boolean, required: true, default: true },
    workingHours: { type: String, required: true, trim: true },
    coordinates: {
      type: new Schema({ lat: { type: Number, min: -90, max: 90 }, lng: { type: Number, min: -180, max: 180 } }, { _id: false }),
      default: null,
    },
    translations: translationsSchema(Object.fromEntries(OFFICE_TEXT_FIELDS.map((field) => [field, { type: String, trim: true }]))),
  },
  { timestamps: true, collection: 'global_offices' },
);

// Listed headquarters first, then in the order they were added.
globalOfficeSchema.index({ isActive: 1, isHeadquarters: -1, createdAt: 1 });

export const GlobalOfficeModel = model<GlobalOfficeDoc>('GlobalOffice', globalOfficeSchema);
