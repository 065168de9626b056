/**
 * The acknowledgement of a contact message. The sender's text is not quoted back: an address anyone
 * can type in must not become a way to send anyone arbitrary text.
 */
import { defineMail, hello } from './mail-template.js';

export const contactAcknowledgementMail = defineMail<{ name: string }>({
  name: 'contact-acknowledgement',
  sample: () => ({ name: 'Ada Lovelace' }),
  compose: ({ name }, { siteName }) => ({
    subject: /*i18n*/ { message: 'We received your message' },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Thank you for contacting {siteName}. We have received your message and will reply within 24 hours.', values: { siteName } } },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Best regards, the {siteName} team', values: { siteName } } },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you wrote to us through the contact form.' },
  }),
});
