/** The one output shape of a service (GraphQL Service, REST /api/services). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { scheduleShown } from '../../core/scheduled-time.js';
import { siteZone } from '../settings/index.js';
import { translatedFields, translationsShown } from '../../core/translations.js';
import { SERVICE_TEXT_FIELDS, type ServiceDoc, type ServiceText } from './service.model.js';

const stored = storedFields<ServiceDoc>();
export const servicePresenter = definePresenter<ServiceDoc, G.Service>('Service', {
  id: idOf,
  ...translatedFields<ServiceText, 'title' | 'description' | 'shortDescription' | 'features'>(...SERVICE_TEXT_FIELDS),
  translations: translationsShown<ServiceText, 'title' | 'description' | 'shortDescription' | 'features'>(...SERVICE_TEXT_FIELDS),
  ...stored.same('icon'),
  price: (s) => ({ basic: s.price.basic, premium: s.price.premium, enterprise: s.price.enterprise }),
  ...stored.same('category', 'status', 'popularity', 'clients', 'rating'),
  ...scheduleShown(siteZone),
  ...stored.same('createdAt', 'updatedAt'),
});
