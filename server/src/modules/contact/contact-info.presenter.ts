/** The one output shape of a contact info item (GraphQL ContactInfo, REST /api/contact-info). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { translatedFields, translationsShown } from '../../core/translations.js';
import { CONTACT_INFO_TEXT_FIELDS, type ContactInfoDoc, type ContactInfoText } from './contact-info.model.js';

const stored = storedFields<ContactInfoDoc>();
export const contactInfoPresenter = definePresenter<ContactInfoDoc, G.ContactInfo>('ContactInfo', {
  id: idOf,
  ...stored.same('type'),
  ...translatedFields<ContactInfoText, 'title' | 'value'>(...CONTACT_INFO_TEXT_FIELDS),
  translations: translationsShown<ContactInfoText, 'title' | 'value'>(...CONTACT_INFO_TEXT_FIELDS),
  ...stored.same('icon', 'isActive', 'order', 'createdAt', 'updatedAt'),
});
