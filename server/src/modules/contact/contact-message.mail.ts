/** The e-mails of the contact journey: the sender's acknowledgement and the administrator's reply. */
import type { AppDeps } from '../../app-deps.js';
import { sendMail } from '../mail/mailer.js';
import { getSettings } from '../settings/settings.service.js';
import { formatSiteDateTime } from '../settings/site-time.js';
import type { ContactMessageDoc } from './contact-message.model.js';

/**
 * Spec sections 2 and 9: the reply is promised within 24 hours. The sender's text is not quoted
 * back: an address anyone can type in must not become a way to send anyone arbitrary text.
 */
export async function sendAcknowledgement(deps: AppDeps, message: ContactMessageDoc): Promise<void> {
  const { siteName } = (await getSettings()).general;
  return sendMail(deps, {
    to: message.email,
    subject: 'We received your message',
    text:
      `Hello ${message.name},\n\n` +
      `Thank you for contacting ${siteName}. We have received your message and will reply within 24 hours.\n\n` +
      `Best regards,\nThe ${siteName} team\n`,
  });
}

export async function sendReply(deps: AppDeps, message: ContactMessageDoc, reply: string, repliedBy: string): Promise<void> {
  const { siteName } = (await getSettings()).general;
  const sentAt = await formatSiteDateTime(message.createdAt);
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return sendMail(deps, {
    to: message.email,
    subject: `Re: ${message.subject}`,
    text:
      `Hello ${message.name},\n\n${reply}\n\nBest regards,\n${repliedBy}\n${siteName}\n\n` +
      `On ${sentAt} you wrote:\n${quoted}\n`,
  });
}
