/**
 * A back-office notice (new message, application, enrollment, admin request) or a system alert,
 * e-mailed to the Contact Email. Its title and message are the notice's own, as the bell shows them.
 */
import type { MessageText } from '../../../i18n/message.js';
import { defineMail } from './mail-template.js';

export const staffNoticeMail = defineMail<{ title: MessageText; message: MessageText; link?: string; alert?: boolean }>({
  name: 'staff-notice',
  sample: () => ({
    title: /*i18n*/ { message: 'New job application' },
    message: /*i18n*/ { message: '{name} applied for {job}.', values: { name: 'Ada Lovelace', job: 'ML Engineer' } },
    link: '/admin/jobs',
  }),
  compose: ({ title, message, link: path, alert }, { link }) => ({
    subject: title,
    blocks: [{ kind: 'paragraph', text: message }, ...(path ? [{ kind: 'button' as const, label: /*i18n*/ { message: 'Open it in the back office' }, url: link(path) }] : [])],
    reason: alert
      ? /*i18n*/ { message: 'You get this e-mail because System Alerts are on in System Settings › Notifications.' }
      : /*i18n*/ { message: 'You get this e-mail because Email Notifications are on in System Settings › Notifications.' },
  }),
});
