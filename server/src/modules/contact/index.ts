/** The contact module: contact messages, contact info, offices, FAQs and their defaults. */
export { listFaqs } from './faq.service.js';
export { listContactInfo } from './contact-info.service.js';
export { listGlobalOffices } from './global-office.service.js';
export { contactMessageFigures } from './contact-message.figures.js';
export { ensureContactDefaults } from './contact-defaults.service.js';
export { CONTACT_ACTIVITY } from './contact.messages.js';
