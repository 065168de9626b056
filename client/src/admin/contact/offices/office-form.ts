import type { AdminGlobalOffice_OfficeFragment, GlobalOfficeInput } from '../../../__generated__/graphql';
import type { FormErrors } from '../../../components/form/useFormValues';

// The office dialog's rules (spec section 5): name, address, city, country, phone (telephone),
// email (email), timezone and working hours required. Coordinates are optional, both or neither.

export interface OfficeFormValues {
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  timezone: string;
  workingHours: string;
  isHeadquarters: boolean;
  isActive: boolean;
  lat: string;
  lng: string;
}

export type OfficeFormField = keyof OfficeFormValues;

export const REQUIRED_OFFICE_FIELDS = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['country', 'Country'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['timezone', 'Timezone'],
  ['workingHours', 'Working hours'],
] as const;

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
  };
}

export function officeToForm(office: AdminGlobalOffice_OfficeFragment): OfficeFormValues {
  return {
    name: office.name,
    address: office.address,
    city: office.city,
    country: office.country,
    phone: office.phone,
    email: office.email,
    timezone: office.timezone,
    workingHours: office.workingHours,
    isHeadquarters: office.isHeadquarters,
    isActive: office.isActive,
    lat: office.coordinates ? String(office.coordinates.lat) : '',
    lng: office.coordinates ? String(office.coordinates.lng) : '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function coordinateError(text: string, label: string, limit: number): string | undefined {
  const n = Number(text);
  if (!Number.isFinite(n)) return `${label} must be a number`;
  if (Math.abs(n) > limit) return `${label} must be between -${limit} and ${limit}`;
  return undefined;
}

export function validateOfficeForm(values: OfficeFormValues): FormErrors<OfficeFormValues> {
  const errors: FormErrors<OfficeFormValues> = {};
  for (const [field, label] of REQUIRED_OFFICE_FIELDS) {
    if (!values[field].trim()) errors[field] = `${label} is required`;
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  const lat = values.lat.trim();
  const lng = values.lng.trim();
  if (lat || lng) {
    errors.lat = lat ? coordinateError(lat, 'Latitude', 90) : 'Enter both latitude and longitude';
    errors.lng = lng ? coordinateError(lng, 'Longitude', 180) : 'Enter both latitude and longitude';
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
  };
}

/** The server names coordinate problems 'coordinates.lat' and 'coordinates.lng'. */
export function officeFieldOf(serverField: string): OfficeFormField | undefined {
  const name = serverField.replace(/^coordinates\./, '');
  return name in emptyOfficeForm() ? (name as OfficeFormField) : undefined;
}
