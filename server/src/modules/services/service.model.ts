import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';
import { translationsSchema, withTranslations, type Translations } from '../../core/translations.js';

export const SERVICE_STATUSES = ['draft', 'active', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Spec section 9: service categories offered. */
export const SERVICE_CATEGORIES = ['Consulting', 'Development', 'Analytics', 'Training', 'Automation'] as const;

/** Spec section 5: the icon defaults to a tools emoji. */
export const DEFAULT_SERVICE_ICON = '🛠️';

/** The fields a visitor reads, which have a version per language (core/translations.ts). */
export type ServiceText = { title: string; description: string; shortDescription: string; features: string[] };
export const SERVICE_TEXT_FIELDS = ['title', 'description', 'shortDescription', 'features'] as const satisfies readonly (keyof ServiceText)[];

export interface ServiceDoc {
  _id: Types.ObjectId;
  title: string;
  description: string;
  shortDescription: string;
  icon: string;
  features: string[];
  price: { basic: number; premium: number; enterprise: number };
  category: string;
  status: ServiceStatus;
  popularity: number;
  clients: number;
  rating: number;
  /** The Spanish, French and German versions of the text fields above (which are the English). */
  translations?: Translations<ServiceText> | null;
  /** When the scheduler publishes it (once, then cleared); null when not scheduled. */
  publishAt?: Date | null;
  /** When the scheduler takes it off the site (once, then cleared); null when not scheduled. */
  unpublishAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const serviceSchema = new Schema<ServiceDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true, trim: true },
    shortDescription: { type: String, required: true, trim: true },
    icon: { type: String, default: DEFAULT_SERVICE_ICON },
    features: { type: [String], default: [] },
    price: {
      basic: { type: Number, default: 0, min: 0 },
      premium: { type: Number, default: 0, min: 0 },
      enterprise: { type: Number, default: 0, min: 0 },
    },
    category: { type: String, required: true, enum: SERVICE_CATEGORIES },
    status: { type: String, enum: SERVICE_STATUSES, default: 'draft', required: true },
    popularity: { type: Number, default: 0, min: 0, max: 100 },
    clients: { type: Number, default: 0, min: 0 },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    translations: translationsSchema({
      title: { type: String, trim: true },
      description: { type: String, trim: true },
      shortDescription: { type: String, trim: true },
      features: { type: [String], default: undefined },
    }),
    publishAt: { type: Date, default: null },
    unpublishAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'services' },
);

// The public list filters by status and orders by popularity; the admin list filters by category too.
serviceSchema.index({ status: 1, popularity: -1 });
serviceSchema.index({ category: 1, status: 1 });
// The scheduler's minute: which services are due to be published or taken off.
serviceSchema.index({ publishAt: 1 });
serviceSchema.index({ unpublishAt: 1 });

/** The admin search (modules/search): A service is found by title (in any language) and category. */
export const SERVICE_SEARCH_FIELDS = [...withTranslations(['title']), 'category'];
searchWordsPlugin(serviceSchema, SERVICE_SEARCH_FIELDS);

export const ServiceModel = model<ServiceDoc>('Service', serviceSchema);
