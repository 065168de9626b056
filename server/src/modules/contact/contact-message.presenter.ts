/** The one output shape of a contact message (GraphQL ContactMessage, REST /api/contact-messages). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { ContactMessageDoc } from './contact-message.model.js';

export const contactMessagePresenter = definePresenter<ContactMessageDoc, G.ContactMessage>('ContactMessage', {
  id: (m) => m._id.toString(),
  name: (m) => m.name,
  email: (m) => m.email,
  phone: (m) => m.phone ?? null,
  company: (m) => m.company ?? null,
  serviceInterest: (m) => m.serviceInterest ?? null,
  subject: (m) => m.subject,
  message: (m) => m.message,
  status: (m) => m.status,
  priority: (m) => m.priority,
  reply: (m) => m.reply ?? null,
  repliedAt: (m) => m.repliedAt ?? null,
  repliedBy: (m) => m.repliedBy ?? null,
  createdAt: (m) => m.createdAt,
  updatedAt: (m) => m.updatedAt,
});
