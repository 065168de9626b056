/** REST for older callers: /api/services (spec section 7). Thin: parse, call the service, present. */
import { crudRoutes } from '../../rest/crud.js';
import { queryEnum, queryText } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from './service.model.js';
import { BulkServicesInput, bulkServices } from './service.bulk.js';
import { servicePresenter } from './service.presenter.js';
import { createService, deleteService, getService, listServices, patchService, updateService } from './service.service.js';
import { CreateServiceInput, PatchServiceInput, UpdateServiceInput } from './service.validation.js';
import { bulkRoute } from '../../rest/bulk-route.js';

const serviceCrud: RouteDef[] = crudRoutes({
  path: '/services',
  presenter: servicePresenter,
  notFound: /*i18n*/ { message: 'Service not found' },
  noun: 'service',
  list: {
    access: 'guest',
    accessNote: 'Guests see active services only; administrators see every service and may filter by status.',
    filters: { search: queryText, category: queryEnum(SERVICE_CATEGORIES), status: queryEnum(SERVICE_STATUSES) },
    sort: ['title', 'category', 'status', 'popularity', 'clients', 'rating', 'createdAt', 'updatedAt'],
    page: listServices,
  },
  get: { fn: getService, access: 'guest', accessNote: 'Guests read active services only (404 otherwise).' },
  create: {
    fn: createService,
    schema: CreateServiceInput,
    example: {
      title: 'AI Strategy Consulting',
      shortDescription: 'A roadmap for AI in your business',
      description: 'Workshops and an assessment that end in a prioritised roadmap.',
      icon: '🧭',
      features: ['Assessment', 'Roadmap'],
      category: 'Consulting',
      status: 'draft',
      price: { basic: 1000, premium: 2500, enterprise: 6000 },
    },
  },
  replace: { fn: updateService, schema: UpdateServiceInput, summary: 'Replace a service: the form fields are validated as a whole; status and counters left out keep theirs' },
  patch: { fn: patchService, schema: PatchServiceInput },
  remove: { fn: deleteService },
});

export const serviceRoutes: RouteDef[] = [
  ...serviceCrud,
  bulkRoute({
    path: '/services/bulk',
    summary: 'One action (publish, unpublish, delete) on the services given by id or on every service matching a filter (at most 10,000), in one transaction; each service is checked on its own and refused ones say why',
    body: BulkServicesInput,
    bodyExample: { action: 'unpublish', ids: ['665f1c2ab2f4e0a1b2c3d4e5'] },
    run: bulkServices,
  }),
];
