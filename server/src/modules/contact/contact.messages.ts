/** What the contact module tells a person, as message descriptors (README › Languages). */

/** The back office's notice of a new message, read by each staff member in their language. */
export const contactMessageNotice = (name: string, subject: string) => ({
  title: /*i18n*/ { message: 'New contact message' },
  message: /*i18n*/ ({ message: '{name}: {subject}', values: { name, subject } }),
});

/** Why a bulk action left an FAQ as it was. */
export const CONTACT_MESSAGES = {
  faqAlreadyShown: /*i18n*/ { message: 'It is already shown.' },
  faqAlreadyHidden: /*i18n*/ { message: 'It is already hidden.' },
  faqNotFound: /*i18n*/ { message: 'FAQ not found' },
};

/** The activity log's summary of a visitor's message (the service's and the sample history's). */
export const CONTACT_ACTIVITY = {
  sent: (name: string, subject: string) => /*i18n*/ ({ message: '{name} sent a message: {subject}', values: { name, subject } }),
};
