/**
 * Spec section 5, Office: name, address, city, country, phone (telephone), email, timezone and
 * working hours required.
 */
import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '../../core/validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { activeFlag, keep } from './contact.fields.js';

const phone = requiredText('Phone', 40).refine((v) => /^\+?[\d\s().\-/]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5, {
  error: 'Enter a valid phone number',
});

const coordinates = z.object(
  {
    lat: z.number({ error: 'Latitude must be a number' }).min(-90, { error: 'Latitude must be between -90 and 90' }).max(90, { error: 'Latitude must be between -90 and 90' }),
    lng: z.number({ error: 'Longitude must be a number' }).min(-180, { error: 'Longitude must be between -180 and 180' }).max(180, { error: 'Longitude must be between -180 and 180' }),
  },
  { error: 'Coordinates must have lat and lng' },
);

const fields = {
  name: requiredText('Name', 120),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  country: requiredText('Country', 100),
  phone,
  email: emailAddress('Email'),
  timezone: requiredText('Timezone', 60),
  workingHours: requiredText('Working hours', 120),
};

const LABELS = {
  name: /*i18n*/ { message: 'Name' },
  address: /*i18n*/ { message: 'Address' },
  city: /*i18n*/ { message: 'City' },
  country: /*i18n*/ { message: 'Country' },
  workingHours: /*i18n*/ { message: 'Working hours' },
};

/** The Spanish, French and German versions: each field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  name: optionalText(translatedLabel(LABELS.name, language), 120),
  address: optionalText(translatedLabel(LABELS.address, language), 200),
  city: optionalText(translatedLabel(LABELS.city, language), 100),
  country: optionalText(translatedLabel(LABELS.country, language), 100),
  workingHours: optionalText(translatedLabel(LABELS.workingHours, language), 120),
}));

export const CreateGlobalOfficeInput = z.object({
  ...fields,
  isHeadquarters: activeFlag.nullish().transform((v) => v ?? false),
  isActive: activeFlag.nullish().transform((v) => v ?? true),
  coordinates: coordinates.nullish().transform((v) => v ?? null),
  translations: translations.nullish().transform((v) => v ?? {}),
});

/** Update: only the given fields change; coordinates: null removes them. */
export const UpdateGlobalOfficeInput = z.object({
  name: keep(fields.name),
  address: keep(fields.address),
  city: keep(fields.city),
  country: keep(fields.country),
  phone: keep(fields.phone),
  email: keep(fields.email),
  timezone: keep(fields.timezone),
  workingHours: keep(fields.workingHours),
  isHeadquarters: keep(activeFlag),
  isActive: keep(activeFlag),
  coordinates: coordinates.nullish(),
  translations: keep(translations),
});
