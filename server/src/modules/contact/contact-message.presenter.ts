/** The one output shape of a contact message (GraphQL ContactMessage, REST /api/contact-messages). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import type { ContactMessageDoc } from './contact-message.model.js';

const stored = storedFields<ContactMessageDoc>();
export const contactMessagePresenter = definePresenter<ContactMessageDoc, G.ContactMessage>('ContactMessage', {
  id: idOf,
  ...stored.same('name', 'email'),
  ...stored.orNull('phone', 'company', 'serviceInterest'),
  ...stored.same('subject', 'message', 'status', 'priority'),
  ...stored.orNull('reply', 'repliedAt', 'repliedBy'),
  ...stored.same('createdAt', 'updatedAt'),
});
