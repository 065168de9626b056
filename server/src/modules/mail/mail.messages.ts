/** What the mail module tells staff, as message descriptors (README › Languages). */
export const MAIL_MESSAGES = {
  notFound: /*i18n*/ { message: 'E-mail not found' },
  unknownTemplate: /*i18n*/ { message: 'Template must be one of the e-mail templates' },
  badRange: /*i18n*/ { message: 'The start date must be before the end date' },
  notFailed: /*i18n*/ { message: 'Only an e-mail whose delivery failed can be sent again' },
  noSmtp: /*i18n*/ { message: 'E-mails cannot be sent: no SMTP server is configured (SMTP_URL)' },
};
