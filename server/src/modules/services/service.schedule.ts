/** Scheduled publishing of services (activity/scheduled-publishing.ts): "Publish at" makes a service active, "Unpublish at" inactive. */
import { registerScheduledPublishing } from '../activity/index.js';
import { ServiceModel, type ServiceDoc } from './service.model.js';

registerScheduledPublishing<ServiceDoc>({
  entityType: 'service',
  model: ServiceModel,
  published: () => ({ status: 'active' }),
  unpublished: { status: 'inactive' },
  label: (service) => /*i18n*/ ({ message: 'Service {title}', values: { title: service.title } }),
});
