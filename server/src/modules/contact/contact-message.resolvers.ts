import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { contactMessagePresenter } from './contact-message.presenter.js';
import {
  deleteContactMessage,
  getContactMessage,
  getContactMessageStats,
  listContactMessages,
  openContactMessage,
  replyToContactMessage,
  submitContactMessage,
  updateContactMessage,
} from './contact-message.service.js';

export const contactMessageResolvers: Resolvers = {
  Query: {
    contactMessages: (_root, { filter, page }, { actor }, info) => listContactMessages(actor, filter, pageWithTotal(page, info)),
    contactMessage: (_root, { id }, { actor }) => getContactMessage(actor, id),
    contactMessageStats: (_root, _args, { actor }) => getContactMessageStats(actor),
  },
  Mutation: {
    submitContactMessage: (_root, { input }, { ip, deps }) => submitContactMessage(deps, input, ip),
    openContactMessage: (_root, { id }, { actor }) => openContactMessage(actor, id),
    updateContactMessage: (_root, { id, input }, { actor }) => updateContactMessage(actor, id, input),
    replyToContactMessage: (_root, { id, reply }, { actor, deps }) => replyToContactMessage(deps, actor, id, reply),
    deleteContactMessage: (_root, { id }, { actor }) => deleteContactMessage(actor, id),
  },
  ContactMessage: graphqlFields(contactMessagePresenter),
};
