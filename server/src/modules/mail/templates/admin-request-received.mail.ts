/** The acknowledgement of a request for admin access made at registration. */
import { defineMail, hello } from './mail-template.js';

export const adminRequestReceivedMail = defineMail<{ name: string }>({
  name: 'admin-request-received',
  sample: () => ({ name: 'Ada Lovelace' }),
  compose: ({ name }) => ({
    subject: /*i18n*/ { message: 'We received your request for admin access' },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Thank you for your request for admin access. An administrator will review it, and you will receive an e-mail once it has been reviewed.' } },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you asked for admin access.' },
  }),
});
