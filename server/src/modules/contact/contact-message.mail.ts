/** The e-mails of the contact journey: the sender's acknowledgement and the administrator's reply. */
import type { AppDeps } from '../../app-deps.js';
import { contactAcknowledgementMail, contactReplyMail, sendMail } from '../mail/index.js';
import type { ContactMessageDoc } from './contact-message.model.js';

/** Spec sections 2 and 9: the reply is promised within 24 hours. */
export function sendAcknowledgement(deps: AppDeps, message: ContactMessageDoc): Promise<void> {
  return sendMail(deps, { to: message.email, template: contactAcknowledgementMail, data: { name: message.name } });
}

export function sendReply(deps: AppDeps, message: ContactMessageDoc, reply: string, repliedBy: string): Promise<void> {
  return sendMail(deps, {
    to: message.email,
    template: contactReplyMail,
    data: { name: message.name, subject: message.subject, reply, repliedBy, original: message.message, sentAt: message.createdAt },
  });
}
