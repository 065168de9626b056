/** The e-mails of the contact journey: the sender's acknowledgement and the administrator's reply. */
/** Both are written in the transaction that stores the message or the reply (see mail/mailer.ts). */
import type { ClientSession } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { contactAcknowledgementMail, contactReplyMail, queueMailInTransaction, type QueuedMail } from '../mail/index.js';
import type { ContactMessageDoc } from './contact-message.model.js';

/** Spec sections 2 and 9: the reply is promised within 24 hours. */
export function queueAcknowledgement(deps: AppDeps, session: ClientSession, message: ContactMessageDoc): Promise<QueuedMail> {
  return queueMailInTransaction(deps, session, { to: message.email, template: contactAcknowledgementMail, data: { name: message.name } });
}

export function queueReply(deps: AppDeps, session: ClientSession, message: ContactMessageDoc, reply: string, repliedBy: string): Promise<QueuedMail> {
  return queueMailInTransaction(deps, session, {
    to: message.email,
    template: contactReplyMail,
    data: { name: message.name, subject: message.subject, reply, repliedBy, original: message.message, sentAt: message.createdAt },
  });
}
