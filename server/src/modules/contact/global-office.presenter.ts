/** The one output shape of an office (GraphQL GlobalOffice, REST /api/global-offices). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import type { GlobalOfficeDoc } from './global-office.model.js';

const stored = storedFields<GlobalOfficeDoc>();
export const globalOfficePresenter = definePresenter<GlobalOfficeDoc, G.GlobalOffice>('GlobalOffice', {
  id: idOf,
  ...stored.same('name', 'address', 'city', 'country', 'phone', 'email', 'timezone', 'isHeadquarters', 'isActive', 'workingHours'),
  coordinates: (o) => (o.coordinates ? { lat: o.coordinates.lat, lng: o.coordinates.lng } : null),
  ...stored.same('createdAt', 'updatedAt'),
});
