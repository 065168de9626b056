/** The services as an import type. */
import { importTarget } from '../../core/import-target.js';
import { ServiceModel } from './service.model.js';
import { CreateServiceInput } from './service.validation.js';

export const servicesImport = importTarget({
  type: 'services',
  fields: { title: 'text', description: 'text', shortDescription: 'text', icon: 'text', features: 'list', category: 'text', price: 'object', status: 'text' },
  aliases: { name: 'title', summary: 'shortDescription' },
  schema: CreateServiceInput,
  model: ServiceModel,
  key: 'title',
  entityType: 'service',
});
