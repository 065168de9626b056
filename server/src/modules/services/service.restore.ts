/**
 * Bringing a service's version back (History › Restore, undoing a bulk action): every field the
 * form edits, on the service that exists or on the deleted one, brought back with its id.
 */
import { registerFieldRestorer } from '../activity/index.js';
import { ServiceModel } from './service.model.js';

registerFieldRestorer('service', ServiceModel, {
  fields: ['title', 'description', 'shortDescription', 'icon', 'features', 'price', 'category', 'status', 'popularity', 'clients', 'rating', 'publishAt', 'unpublishAt'],
  label: (snapshot) => /*i18n*/ ({ message: 'service {title}', values: { title: typeof snapshot['title'] === 'string' ? snapshot['title'] : '' } }),
});
