/** What the Stripe webhook answers a caller it refuses (README › Languages). */
export const WEBHOOK_MESSAGES = {
  notConfigured: /*i18n*/ { message: 'Stripe payments are not configured on this server.' },
  signatureMissing: /*i18n*/ { message: 'The Stripe-Signature header is missing.' },
  signatureInvalid: /*i18n*/ { message: 'The Stripe signature does not match this endpoint, or it is too old.' },
  bodyMissing: /*i18n*/ { message: "The body must be Stripe's event, as sent." },
} as const;
