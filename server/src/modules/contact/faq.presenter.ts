/** The one output shape of a FAQ (GraphQL Faq, REST /api/faqs). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import type { FaqDoc } from './faq.model.js';

const stored = storedFields<FaqDoc>();
export const faqPresenter = definePresenter<FaqDoc, G.Faq>('Faq', {
  id: idOf,
  ...stored.same('question', 'answer', 'category', 'order', 'isActive', 'tags', 'createdAt', 'updatedAt'),
});
