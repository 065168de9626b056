/** The services in the admin search. */
import { searchSource } from '../../core/search-source.js';
import { ServiceModel, type ServiceDoc } from './service.model.js';
import { serviceListQuery } from './service.service.js';

export const servicesSearch = searchSource<ServiceDoc>({
  type: 'SERVICE',
  visibleTo: (a) => serviceListQuery(a, {}).query,
  model: ServiceModel,
  fields: ['title', 'category'],
  present: (s) => ({ title: s.title, subtitle: s.category }),
});
