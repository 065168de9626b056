/** Sent at lockout: what happened, and a single-use link that lifts the lock by setting a new password. */
import { defineMail, hello } from './mail-template.js';

export const accountLockedMail = defineMail<{ name: string; ip: string; minutes: number; token: string }>({
  name: 'account-locked',
  sample: () => ({ name: 'Ada Lovelace', ip: '203.0.113.7', minutes: 15, token: 'sample-token-1234567890abcdefghij' }),
  compose: ({ name, ip, minutes, token }, { link }) => ({
    subject: /*i18n*/ { message: 'Your account was locked' },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      {
        kind: 'paragraph',
        text: /*i18n*/ {
          message: 'After too many failed sign-in attempts from the address {ip}, sign-in to your account from that address is locked for {minutes} minutes. Sign-in from addresses you have used before still works.',
          values: { ip, minutes },
        },
      },
      { kind: 'paragraph', text: /*i18n*/ { message: 'If it was you, choose a new password within 1 hour; it lifts the lock at once:' } },
      { kind: 'button', label: /*i18n*/ { message: 'Choose a new password' }, url: link('/reset-password', { token }) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'The link works once. If it was not you, your password is safe as long as nobody else knows it.' } },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because sign-in to your account was locked.' },
  }),
});
