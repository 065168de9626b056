/** The one output shape of a FAQ (GraphQL Faq, REST /api/faqs). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { FaqDoc } from './faq.model.js';

export const faqPresenter = definePresenter<FaqDoc, G.Faq>('Faq', {
  id: (f) => f._id.toString(),
  question: (f) => f.question,
  answer: (f) => f.answer,
  category: (f) => f.category,
  order: (f) => f.order,
  isActive: (f) => f.isActive,
  tags: (f) => f.tags,
  createdAt: (f) => f.createdAt,
  updatedAt: (f) => f.updatedAt,
});
