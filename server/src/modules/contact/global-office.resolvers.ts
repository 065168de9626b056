import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { globalOfficePresenter } from './global-office.presenter.js';
import { createGlobalOffice, deleteGlobalOffice, listGlobalOffices, updateGlobalOffice } from './global-office.service.js';

export const globalOfficeResolvers: Resolvers = {
  Query: {
    globalOffices: (_root, { activeOnly }, { actor }) => listGlobalOffices(actor, activeOnly),
  },
  Mutation: {
    createGlobalOffice: (_root, { input }, { actor }) => createGlobalOffice(actor, input),
    updateGlobalOffice: (_root, { id, input }, { actor }) => updateGlobalOffice(actor, id, input),
    deleteGlobalOffice: (_root, { id }, { actor }) => deleteGlobalOffice(actor, id),
  },
  GlobalOffice: graphqlFields(globalOfficePresenter),
};
