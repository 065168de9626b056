/** The decision on a request for admin access: approved (sign in now) or declined (register otherwise). */
import { defineMail, hello, type MailBlock } from './mail-template.js';

export const adminRequestDecidedMail = defineMail<{ name: string; approved: boolean; note?: string | null }>({
  name: 'admin-request-decided',
  sample: () => ({ name: 'Ada Lovelace', approved: true, note: 'Welcome to the team.' }),
  compose: ({ name, approved, note }, { link }) => {
    const noteBlock: MailBlock[] = note?.trim() ? [{ kind: 'quote', label: /*i18n*/ { message: 'A note from the reviewer' }, text: note.trim().slice(0, 1000) }] : [];
    return approved
      ? {
          subject: /*i18n*/ { message: 'Your admin access has been approved' },
          blocks: [
            { kind: 'paragraph', text: hello(name) },
            { kind: 'paragraph', text: /*i18n*/ { message: 'Your request for admin access has been approved. You can now sign in.' } },
            ...noteBlock,
            { kind: 'button', label: /*i18n*/ { message: 'Sign in' }, url: link('/login', { role: 'admin' }) },
          ],
          reason: /*i18n*/ { message: 'You get this e-mail because you asked for admin access.' },
        }
      : {
          subject: /*i18n*/ { message: 'Your admin access request' },
          blocks: [
            { kind: 'paragraph', text: hello(name) },
            { kind: 'paragraph', text: /*i18n*/ { message: 'Your request for admin access has been reviewed and was not approved, so the request has been removed.' } },
            ...noteBlock,
            { kind: 'paragraph', text: /*i18n*/ { message: 'You are welcome to register as a student or candidate.' } },
            { kind: 'button', label: /*i18n*/ { message: 'Register' }, url: link('/register') },
          ],
          reason: /*i18n*/ { message: 'You get this e-mail because you asked for admin access.' },
        };
  },
});
