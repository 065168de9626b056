/** The one output shape of an office (GraphQL GlobalOffice, REST /api/global-offices). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { GlobalOfficeDoc } from './global-office.model.js';

export const globalOfficePresenter = definePresenter<GlobalOfficeDoc, G.GlobalOffice>('GlobalOffice', {
  id: (o) => o._id.toString(),
  name: (o) => o.name,
  address: (o) => o.address,
  city: (o) => o.city,
  country: (o) => o.country,
  phone: (o) => o.phone,
  email: (o) => o.email,
  timezone: (o) => o.timezone,
  isHeadquarters: (o) => o.isHeadquarters,
  isActive: (o) => o.isActive,
  workingHours: (o) => o.workingHours,
  coordinates: (o) => (o.coordinates ? { lat: o.coordinates.lat, lng: o.coordinates.lng } : null),
  createdAt: (o) => o.createdAt,
  updatedAt: (o) => o.updatedAt,
});
