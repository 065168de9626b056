import { DEFAULT_CONTACT_INFO, DEFAULT_FAQS, DEFAULT_OFFICES } from '@ai-solutions/common';
import type { ContactPageQuery } from '../../__generated__/graphql';

// Spec section 8: when the contact page cannot load its content, the built-in defaults show. They
// come from the same file the server seeds from, so the fallback never drifts from the defaults.

type PageData = Omit<ContactPageQuery, '__typename'>;

export const CONTACT_FALLBACK: PageData = {
  contactInfo: DEFAULT_CONTACT_INFO.map((item, index) => ({ ...item, id: `default-info-${index}` })),
  globalOffices: DEFAULT_OFFICES.map((office, index) => ({ ...office, id: `default-office-${index}` })),
  faqs: DEFAULT_FAQS.map((faq, index) => ({ ...faq, id: `default-faq-${index}` })),
};
