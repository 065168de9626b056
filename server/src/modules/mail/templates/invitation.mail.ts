/** The set-password invitation of an account staff added (one by one or imported). */
import { defineMail, hello } from './mail-template.js';

export const invitationMail = defineMail<{ name: string; invitedBy: string; token: string }>({
  name: 'invitation',
  sample: () => ({ name: 'Ada Lovelace', invitedBy: 'Grace Hopper', token: 'sample-token-1234567890abcdefghij' }),
  compose: ({ name, invitedBy, token }, { link, siteName }) => ({
    subject: /*i18n*/ { message: 'Your account is ready: set your password' },
    preview: /*i18n*/ { message: '{invitedBy} created an account for you.', values: { invitedBy } },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: '{invitedBy} created an account for you at {siteName}. Choose your password (the link is valid for 7 days) and then sign in.', values: { invitedBy, siteName } } },
      { kind: 'button', label: /*i18n*/ { message: 'Set my password' }, url: link('/reset-password', { token }) },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because an account was created for you.' },
  }),
});
