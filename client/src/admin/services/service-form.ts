import type { ServiceInput, ServiceStatus } from '../../__generated__/graphql';

// The Add/Edit Service dialog's rules (spec section 5), kept apart from the UI so they can be
// tested on their own: what the form starts with, how it is checked, and what it sends.

/** The stored values (their names are SERVICE_CATEGORY_LABELS). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- stored values, not text
export const SERVICE_CATEGORIES = ['Consulting', 'Development', 'Analytics', 'Training', 'Automation'] as const;
export const SERVICE_STATUSES: readonly ServiceStatus[] = ['draft', 'active', 'inactive'];

export const DEFAULT_SERVICE_ICON = '🛠️';
export const ICON_MAX_CHARACTERS = 2;

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
  };
}

export function serviceToForm(service: EditableService): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    shortDescription: service.shortDescription,
    icon: service.icon,
    // The form always shows at least one feature row to type into.
    features: service.features.length > 0 ? [...service.features] : [''],
    category: service.category,
    status: service.status,
    basicPrice: String(service.price.basic),
    premiumPrice: String(service.price.premium),
    enterprisePrice: String(service.price.enterprise),
    publishAt: service.publishAtLocal ?? '',
    unpublishAt: service.unpublishAtLocal ?? '',
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

const REQUIRED: readonly ServiceFormField[] = ['title', 'description', 'shortDescription', 'category'];

/** The required fields left empty; the form may be saved when this is empty. */
export function missingRequiredFields(values: ServiceFormValues): ServiceFormField[] {
  return REQUIRED.filter((field) => String(values[field]).trim() === '');
}

/** The mutation input. Popularity, clients and rating are not sent: the admin form does not edit them. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  const icon = limitIcon(values.icon.trim());
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    shortDescription: values.shortDescription.trim(),
    icon: icon === '' ? DEFAULT_SERVICE_ICON : icon,
    features: values.features.map((feature) => feature.trim()).filter((feature) => feature !== ''),
    category: values.category,
    status: values.status,
    price: {
      basic: toPrice(values.basicPrice),
      premium: toPrice(values.premiumPrice),
      enterprise: toPrice(values.enterprisePrice),
    },
    publishAt: values.publishAt || null,
    unpublishAt: values.unpublishAt || null,
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
  return isFormField(serverField) ? serverField : undefined;
}

function isFormField(name: string): name is ServiceFormField {
  return Object.hasOwn(emptyServiceForm(), name);
}
