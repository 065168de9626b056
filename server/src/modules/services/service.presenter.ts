/** The one output shape of a service (GraphQL Service, REST /api/services). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { ServiceDoc } from './service.model.js';

export const servicePresenter = definePresenter<ServiceDoc, G.Service>('Service', {
  id: (s) => s._id.toString(),
  title: (s) => s.title,
  description: (s) => s.description,
  shortDescription: (s) => s.shortDescription,
  icon: (s) => s.icon,
  features: (s) => s.features,
  price: (s) => ({ basic: s.price.basic, premium: s.price.premium, enterprise: s.price.enterprise }),
  category: (s) => s.category,
  status: (s) => s.status,
  popularity: (s) => s.popularity,
  clients: (s) => s.clients,
  rating: (s) => s.rating,
  createdAt: (s) => s.createdAt,
  updatedAt: (s) => s.updatedAt,
});
