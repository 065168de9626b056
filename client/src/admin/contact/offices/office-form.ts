import type { DefaultOffice } from '@ai-solutions/common';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminGlobalOffice_OfficeFragment, GlobalOfficeInput } from '../../../__generated__/graphql';
import type { FormErrors } from '../../../components/form/useFormValues';
import type { TranslationLanguage } from '../../shared/content-languages/content-languages';
import { blankVersions, versionsToForm, versionsToInput } from '../../shared/content-languages/language-fields';

// The office dialog's rules (spec section 5): name, address, city, country, phone (telephone),
// email (email), timezone and working hours required. Coordinates are optional, both or neither.

/** The text a visitor reads, which has a version per language. */
export const OFFICE_TEXT_FIELDS = ['name', 'address', 'city', 'country', 'workingHours'] as const;
type OfficeTextField = (typeof OFFICE_TEXT_FIELDS)[number];

/**
 * The office's fields as the dialog edits them: the coordinates as the two texts typed, and the
 * Spanish, French and German versions of its text (blank fields show the English on the site).
 */
export type OfficeFormValues = Omit<DefaultOffice, 'coordinates'> & {
  lat: string;
  lng: string;
  translations: Record<TranslationLanguage, Record<OfficeTextField, string>>;
};

export type OfficeFormField = keyof OfficeFormValues;

/** The required fields with their "… is required" message. */
export const REQUIRED_OFFICE_FIELDS = [
  ['name', msg`Name is required`],
  ['address', msg`Address is required`],
  ['city', msg`City is required`],
  ['country', msg`Country is required`],
  ['phone', msg`Phone is required`],
  ['email', msg`Email is required`],
  ['timezone', msg`Timezone is required`],
  ['workingHours', msg`Working hours is required`],
] as const satisfies ReadonlyArray<readonly [OfficeFormField, MessageDescriptor]>;

const MESSAGES = {
  email: msg`Enter a valid email address`,
  both: msg`Enter both latitude and longitude`,
  latNotNumber: msg`Latitude must be a number`,
  lngNotNumber: msg`Longitude must be a number`,
  latRange: msg`Latitude must be between -90 and 90`,
  lngRange: msg`Longitude must be between -180 and 180`,
};

export function emptyOfficeForm(): OfficeFormValues {
  return {
    name: '',
    address: '',
    city: '',
    country: '',
    phone: '',
    email: '',
    timezone: '',
    workingHours: '',
    isHeadquarters: false,
    isActive: true,
    lat: '',
    lng: '',
    translations: blankVersions(OFFICE_TEXT_FIELDS),
  };
}

export function officeToForm(office: AdminGlobalOffice_OfficeFragment): OfficeFormValues {
  // The top-level text is in the reader's language; the original is `translations.en`.
  const original = office.translations?.en;
  return {
    name: original?.name ?? office.name,
    address: original?.address ?? office.address,
    city: original?.city ?? office.city,
    country: original?.country ?? office.country,
    phone: office.phone,
    email: office.email,
    timezone: office.timezone,
    workingHours: original?.workingHours ?? office.workingHours,
    translations: versionsToForm(OFFICE_TEXT_FIELDS, office.translations),
    isHeadquarters: office.isHeadquarters,
    isActive: office.isActive,
    lat: office.coordinates ? String(office.coordinates.lat) : '',
    lng: office.coordinates ? String(office.coordinates.lng) : '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function coordinateError(text: string, limit: number, notNumber: string, outOfRange: string): string | undefined {
  const n = Number(text);
  if (!Number.isFinite(n)) return notNumber;
  if (Math.abs(n) > limit) return outOfRange;
  return undefined;
}

/** The form's problems, in `i18n`'s language. */
export function validateOfficeForm(values: OfficeFormValues, i18n: I18n): FormErrors<OfficeFormValues> {
  const errors: FormErrors<OfficeFormValues> = {};
  for (const [field, required] of REQUIRED_OFFICE_FIELDS) {
    if (!values[field].trim()) errors[field] = i18n._(required);
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = i18n._(MESSAGES.email);
  const lat = values.lat.trim();
  const lng = values.lng.trim();
  if (lat || lng) {
    const both = i18n._(MESSAGES.both);
    errors.lat = lat ? coordinateError(lat, 90, i18n._(MESSAGES.latNotNumber), i18n._(MESSAGES.latRange)) : both;
    errors.lng = lng ? coordinateError(lng, 180, i18n._(MESSAGES.lngNotNumber), i18n._(MESSAGES.lngRange)) : both;
    if (!errors.lat) delete errors.lat;
    if (!errors.lng) delete errors.lng;
  }
  return errors;
}

export function toOfficeInput(values: OfficeFormValues): GlobalOfficeInput {
  const lat = values.lat.trim();
  const lng = values.lng.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    timezone: values.timezone.trim(),
    workingHours: values.workingHours.trim(),
    isHeadquarters: values.isHeadquarters,
    isActive: values.isActive,
    coordinates: lat && lng ? { lat: Number(lat), lng: Number(lng) } : null,
    translations: versionsToInput(values.translations),
  };
}

/** The server names coordinate problems 'coordinates.lat' and 'coordinates.lng'. */
export function officeFieldOf(serverField: string): OfficeFormField | undefined {
  // A version's field ("translations.es.city"): its message names the language and the field.
  if (serverField.startsWith('translations')) return 'translations';
  const name = serverField.replace(/^coordinates\./, '');
  return name in emptyOfficeForm() ? (name as OfficeFormField) : undefined;
}
