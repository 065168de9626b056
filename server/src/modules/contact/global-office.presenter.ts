/** The one output shape of an office (GraphQL GlobalOffice, REST /api/global-offices). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { translatedFields, translationsShown } from '../../core/translations.js';
import { OFFICE_TEXT_FIELDS, type GlobalOfficeDoc, type OfficeText } from './global-office.model.js';

const stored = storedFields<GlobalOfficeDoc>();
export const globalOfficePresenter = definePresenter<GlobalOfficeDoc, G.GlobalOffice>('GlobalOffice', {
  id: idOf,
  ...translatedFields<OfficeText, keyof OfficeText>(...OFFICE_TEXT_FIELDS),
  translations: translationsShown<OfficeText, keyof OfficeText>(...OFFICE_TEXT_FIELDS),
  ...stored.same('phone', 'email', 'timezone', 'isHeadquarters', 'isActive'),
  coordinates: (o) => (o.coordinates ? { lat: o.coordinates.lat, lng: o.coordinates.lng } : null),
  ...stored.same('createdAt', 'updatedAt'),
});
