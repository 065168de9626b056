import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { translatedBulk } from '../../core/bulk.js';
import { bulkServices } from './service.bulk.js';
import { servicePresenter } from './service.presenter.js';
import { createService, deleteService, getService, getServiceStats, listServices, updateService } from './service.service.js';

export const serviceResolvers: Resolvers = {
  Query: {
    services: (_root, { filter, page }, { actor }, info) => listServices(actor, filter, pageWithTotal(page, info)),
    service: (_root, { id }, { actor }) => getService(actor, id),
    serviceStats: (_root, _args, { actor }) => getServiceStats(actor),
  },
  Mutation: {
    createService: (_root, { input }, { actor }) => createService(actor, input),
    updateService: (_root, { id, input }, { actor }) => updateService(actor, id, input),
    deleteService: (_root, { id }, { actor }) => deleteService(actor, id),
    bulkServices: async (_root, { input }, { actor, i18n }) => translatedBulk(i18n, await bulkServices(actor, input)),
  },
  Service: graphqlFields(servicePresenter),
};
