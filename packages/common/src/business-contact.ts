/**
 * The business's e-mail, phone and address: the site footer shows these, and the default contact
 * info starts with them. On their own so the footer (on every public page's first load) carries
 * only these three values: a module is bundled whole, with every export any screen uses, so in
 * contact-defaults.ts they would bring the contact page's offices and FAQs along.
 */
export const BUSINESS_CONTACT = {
  email: 'info@aisolutions.com',
  phone: '+1 (555) 123-4567',
  address: '123 Innovation Drive, San Francisco, CA 94105',
} as const;
