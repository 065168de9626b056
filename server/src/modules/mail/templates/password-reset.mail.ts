/** The link to choose a new password, asked for on "Forgot password". */
import { defineMail, hello } from './mail-template.js';

export const passwordResetMail = defineMail<{ name: string; token: string }>({
  name: 'password-reset',
  sample: () => ({ name: 'Ada Lovelace', token: 'sample-token-1234567890abcdefghij' }),
  compose: ({ name, token }, { link }) => ({
    subject: /*i18n*/ { message: 'Reset your password' },
    preview: /*i18n*/ { message: 'The link works once, for 1 hour.' },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Someone asked to reset the password of your account. If it was you, choose a new password within 1 hour:' } },
      { kind: 'button', label: /*i18n*/ { message: 'Choose a new password' }, url: link('/reset-password', { token }) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.' } },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because a password reset was asked for your account.' },
  }),
});
