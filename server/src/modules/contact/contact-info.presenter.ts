/** The one output shape of a contact info item (GraphQL ContactInfo, REST /api/contact-info). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { ContactInfoDoc } from './contact-info.model.js';

export const contactInfoPresenter = definePresenter<ContactInfoDoc, G.ContactInfo>('ContactInfo', {
  id: (i) => i._id.toString(),
  type: (i) => i.type,
  title: (i) => i.title,
  value: (i) => i.value,
  icon: (i) => i.icon,
  isActive: (i) => i.isActive,
  order: (i) => i.order,
  createdAt: (i) => i.createdAt,
  updatedAt: (i) => i.updatedAt,
});
