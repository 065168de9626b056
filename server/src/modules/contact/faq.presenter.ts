/** The one output shape of a FAQ (GraphQL Faq, REST /api/faqs). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { translatedFields, translationsShown } from '../../core/translations.js';
import { FAQ_TEXT_FIELDS, type FaqDoc, type FaqText } from './faq.model.js';

const stored = storedFields<FaqDoc>();
export const faqPresenter = definePresenter<FaqDoc, G.Faq>('Faq', {
  id: idOf,
  ...translatedFields<FaqText, 'question' | 'answer'>(...FAQ_TEXT_FIELDS),
  translations: translationsShown<FaqText, 'question' | 'answer'>(...FAQ_TEXT_FIELDS),
  ...stored.same('category', 'order', 'isActive', 'tags', 'createdAt', 'updatedAt'),
});
