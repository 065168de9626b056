/** Contact messages and FAQs in the admin search. */
import { joined, searchSource } from '../../core/search-source.js';
import { ContactMessageModel, type ContactMessageDoc } from './contact-message.model.js';
import { contactMessageListQuery } from './contact-message.service.js';
import { FaqModel, type FaqDoc } from './faq.model.js';
import { faqListQuery } from './faq.service.js';

export const contactMessagesSearch = searchSource<ContactMessageDoc>({
  type: 'CONTACT_MESSAGE',
  visibleTo: (a) => contactMessageListQuery(a, {}).query,
  model: ContactMessageModel,
  fields: ['subject', 'name', 'email'],
  present: (m) => ({ title: m.subject, subtitle: joined(m.name, m.email) }),
});

export const faqsSearch = searchSource<FaqDoc>({
  type: 'FAQ',
  visibleTo: (a) => faqListQuery(a),
  model: FaqModel,
  fields: ['question', 'category'],
  present: (f) => ({ title: f.question, subtitle: f.category }),
});
