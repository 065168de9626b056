import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { contactInfoResolvers } from './contact-info.resolvers.js';
import { initializeContactData } from './contact-defaults.service.js';
import { contactMessageResolvers } from './contact-message.resolvers.js';
import { faqResolvers } from './faq.resolvers.js';
import { globalOfficeResolvers } from './global-office.resolvers.js';

/** The Contact domain: messages, contact info, offices, FAQs and their defaults. */
export const contactResolvers: Resolvers[] = [
  contactMessageResolvers,
  contactInfoResolvers,
  globalOfficeResolvers,
  faqResolvers,
  { Mutation: { initializeContactData: (_root, _args, { actor }) => initializeContactData(actor) } },
];
