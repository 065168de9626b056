import type { AdminServiceCard_ServiceFragment, ServiceInput, ServiceStatus } from '../../__generated__/graphql';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../shared/content-languages/content-languages';

// The Add/Edit Service dialog's rules (spec section 5), kept apart from the UI so they can be
// tested on their own: what the form starts with, how it is checked, and what it sends.

/** The stored values (their names are SERVICE_CATEGORY_LABELS). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- stored values, not text
export const SERVICE_CATEGORIES = ['Consulting', 'Development', 'Analytics', 'Training', 'Automation'] as const;
export const SERVICE_STATUSES: readonly ServiceStatus[] = ['draft', 'active', 'inactive'];

export const DEFAULT_SERVICE_ICON = '🛠️';
export const ICON_MAX_CHARACTERS = 2;

/** The text a visitor reads, which has a version per language. */
export interface ServiceTextValues {
  title: string;
  description: string;
  shortDescription: string;
  features: string[];
}
export const SERVICE_TEXT_FIELDS = ['title', 'description', 'shortDescription', 'features'] as const;

export interface ServiceFormValues {
  title: string;
  description: string;
  shortDescription: string;
  icon: string;
  features: string[];
  category: string;
  status: ServiceStatus;
  /** Prices stay text while typing; they become whole numbers on save. */
  basicPrice: string;
  premiumPrice: string;
  enterprisePrice: string;
  /** YYYY-MM-DDTHH:mm in the site's time zone, or ''. */
  publishAt: string;
  unpublishAt: string;
  /** The Spanish, French and German versions; blank fields show the English on the site. */
  translations: Record<TranslationLanguage, ServiceTextValues>;
}

export type ServiceFormField = keyof ServiceFormValues;

/** The subset of a service the form edits. */
export interface EditableService {
  /** Absent for a record not saved yet; the History button needs it. */
  id?: string;
  title: string;
  description: string;
  shortDescription: string;
  icon: string;
  features: readonly string[];
  category: string;
  status: ServiceStatus;
  price: { basic: number; premium: number; enterprise: number };
  publishAtLocal?: string | null;
  unpublishAtLocal?: string | null;
  /** Every version as stored (staff only); `en` is the original the form edits in English. */
  translations?: AdminServiceCard_ServiceFragment['translations'];
}

const emptyText = (): ServiceTextValues => ({ title: '', description: '', shortDescription: '', features: [''] });

type StoredText = { title?: string | null; description?: string | null; shortDescription?: string | null; features?: readonly string[] | null } | null | undefined;

function textToForm(text: StoredText): ServiceTextValues {
  const features = text?.features ?? [];
  return {
    title: text?.title ?? '',
    description: text?.description ?? '',
    shortDescription: text?.shortDescription ?? '',
    // The form always shows at least one feature row to type into.
    features: features.length > 0 ? [...features] : [''],
  };
}

function textToInput(text: ServiceTextValues) {
  return {
    title: text.title.trim(),
    description: text.description.trim(),
    shortDescription: text.shortDescription.trim(),
    features: text.features.map((feature) => feature.trim()).filter((feature) => feature !== ''),
  };
}

export function emptyServiceForm(): ServiceFormValues {
  return {
    title: '',
    description: '',
    shortDescription: '',
    icon: '',
    features: [''],
    category: '',
    status: 'draft',
    basicPrice: '0',
    premiumPrice: '0',
    enterprisePrice: '0',
    publishAt: '',
    unpublishAt: '',
    translations: { es: emptyText(), fr: emptyText(), de: emptyText() },
  };
}

export function serviceToForm(service: EditableService): ServiceFormValues {
  // The top-level fields are in the reader's language; the original is `translations.en`.
  const original = textToForm(service.translations?.en ?? service);
  return {
    ...original,
    icon: service.icon,
    category: service.category,
    status: service.status,
    basicPrice: String(service.price.basic),
    premiumPrice: String(service.price.premium),
    enterprisePrice: String(service.price.enterprise),
    publishAt: service.publishAtLocal ?? '',
    unpublishAt: service.unpublishAtLocal ?? '',
    translations: { es: textToForm(service.translations?.es), fr: textToForm(service.translations?.fr), de: textToForm(service.translations?.de) },
  };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Cuts the icon to 2 characters. Characters are counted as people see them (graphemes), as the
 * server counts them, so that an emoji such as 🛠️ (tool + variation selector) is one character.
 */
export function limitIcon(value: string): string {
  return Array.from(graphemes.segment(value), (part) => part.segment)
    .slice(0, ICON_MAX_CHARACTERS)
    .join('');
}

/** A price as a whole number, at least 0; 0 when the text is not a number. */
export function toPrice(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) ? Math.max(0, parsed) : 0;
}

const REQUIRED = ['title', 'description', 'shortDescription', 'category'] as const satisfies readonly ServiceFormField[];

/** The required fields left empty; the form may be saved when this is empty. */
export function missingRequiredFields(values: ServiceFormValues): ServiceFormField[] {
  return REQUIRED.filter((field) => values[field].trim() === '');
}

/** The mutation input. Popularity, clients and rating are not sent: the admin form does not edit them. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  const icon = limitIcon(values.icon.trim());
  return {
    ...textToInput(values),
    icon: icon === '' ? DEFAULT_SERVICE_ICON : icon,
    category: values.category,
    status: values.status,
    price: {
      basic: toPrice(values.basicPrice),
      premium: toPrice(values.premiumPrice),
      enterprise: toPrice(values.enterprisePrice),
    },
    publishAt: values.publishAt || null,
    unpublishAt: values.unpublishAt || null,
    // Only the languages with some text: a version left blank is none (the site shows the English).
    translations: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [language, textToInput(values.translations[language])] as const).filter(([, text]) => text.title || text.description || text.shortDescription || text.features.length > 0),
    ),
  };
}

/** Maps the server's field names (e.g. `price.basic`) onto the form's fields. */
export function formFieldOf(serverField: string): ServiceFormField | undefined {
  const aliases: Record<string, ServiceFormField> = {
    'price.basic': 'basicPrice',
    'price.premium': 'premiumPrice',
    'price.enterprise': 'enterprisePrice',
  };
  const alias = aliases[serverField];
  if (alias) return alias;
  if (serverField.startsWith('features')) return 'features';
  // A version's field ("translations.es.title"): its message names the language and the field.
  if (serverField.startsWith('translations')) return 'translations';
  return isFormField(serverField) ? serverField : undefined;
}

function isFormField(name: string): name is ServiceFormField {
  return Object.hasOwn(emptyServiceForm(), name);
}
