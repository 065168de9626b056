import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { translatedBulk } from '../../core/bulk.js';
import { bulkFaqs } from './faq.bulk.js';
import { faqPresenter } from './faq.presenter.js';
import { createFaq, deleteFaq, listFaqs, moveFaq, updateFaq } from './faq.service.js';

export const faqResolvers: Resolvers = {
  Query: {
    faqs: (_root, { activeOnly }, { actor }) => listFaqs(actor, activeOnly),
  },
  Mutation: {
    createFaq: (_root, { input }, { actor }) => createFaq(actor, input),
    updateFaq: (_root, { id, input }, { actor }) => updateFaq(actor, id, input),
    moveFaq: (_root, { id, direction }, { actor }) => moveFaq(actor, id, direction),
    deleteFaq: (_root, { id }, { actor }) => deleteFaq(actor, id),
    bulkFaqs: async (_root, { input }, { actor, i18n }) => translatedBulk(i18n, await bulkFaqs(actor, input)),
  },
  Faq: graphqlFields(faqPresenter),
};
