/** What the contact module tells a person, as message descriptors (README › Languages). */

/** The back office's notice of a new message, read by each staff member in their language. */
export const contactMessageNotice = (name: string, subject: string) => ({
  title: /*i18n*/ { message: 'New contact message' },
  message: /*i18n*/ ({ message: '{name}: {subject}', values: { name, subject } }),
});
