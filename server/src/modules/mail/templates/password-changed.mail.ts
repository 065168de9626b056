/** The notice that the account's password was changed, with the way back if it was not the owner. */
import { defineMail, hello } from './mail-template.js';

export const passwordChangedMail = defineMail<{ name: string }>({
  name: 'password-changed',
  sample: () => ({ name: 'Ada Lovelace' }),
  compose: ({ name }, { link }) => ({
    subject: /*i18n*/ { message: 'Your password was changed' },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'The password of your account was just changed, and every other session was signed out.' } },
      { kind: 'paragraph', text: /*i18n*/ { message: 'If this was not you, reset your password at once:' } },
      { kind: 'button', label: /*i18n*/ { message: 'Reset my password' }, url: link('/forgot-password') },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because the password of your account was changed.' },
  }),
});
