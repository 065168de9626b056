import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { servicePresenter } from './service.presenter.js';
import { createService, deleteService, getService, getServiceStats, listServices, updateService } from './service.service.js';

export const serviceResolvers: Resolvers = {
  Query: {
    services: (_root, { filter, page }, { actor }) => listServices(actor, filter, page),
    service: (_root, { id }, { actor }) => getService(actor, id),
    serviceStats: (_root, _args, { actor }) => getServiceStats(actor),
  },
  Mutation: {
    createService: (_root, { input }, { actor }) => createService(actor, input),
    updateService: (_root, { id, input }, { actor }) => updateService(actor, id, input),
    deleteService: (_root, { id }, { actor }) => deleteService(actor, id),
  },
  Service: graphqlFields(servicePresenter),
};
