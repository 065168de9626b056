/** The one output shape of a contact info item (GraphQL ContactInfo, REST /api/contact-info). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import type { ContactInfoDoc } from './contact-info.model.js';

const stored = storedFields<ContactInfoDoc>();
export const contactInfoPresenter = definePresenter<ContactInfoDoc, G.ContactInfo>('ContactInfo', {
  id: idOf,
  ...stored.same('type', 'title', 'value', 'icon', 'isActive', 'order', 'createdAt', 'updatedAt'),
});
