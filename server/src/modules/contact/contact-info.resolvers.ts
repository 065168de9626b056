import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { contactInfoPresenter } from './contact-info.presenter.js';
import { createContactInfo, deleteContactInfo, listContactInfo, updateContactInfo } from './contact-info.service.js';

export const contactInfoResolvers: Resolvers = {
  Query: {
    contactInfo: (_root, { activeOnly }, { actor }) => listContactInfo(actor, activeOnly),
  },
  Mutation: {
    createContactInfo: (_root, { input }, { actor }) => createContactInfo(actor, input),
    updateContactInfo: (_root, { id, input }, { actor }) => updateContactInfo(actor, id, input),
    deleteContactInfo: (_root, { id }, { actor }) => deleteContactInfo(actor, id),
  },
  ContactInfo: graphqlFields(contactInfoPresenter),
};
