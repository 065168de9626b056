/**
 * Spec section 5, Office: name, address, city, country, phone (telephone), email, timezone and
 * working hours required.
 */
import { z } from 'zod';
import { emailAddress, requiredText } from '../../core/validation.js';
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

export const CreateGlobalOfficeInput = z.object({
  ...fields,
  isHeadquarters: activeFlag.nullish().transform((v) => v ?? false),
  isActive: activeFlag.nullish().transform((v) => v ?? true),
  coordinates: coordinates.nullish().transform((v) => v ?? null),
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
});
