/**
 * The mail module: outgoing e-mail drawn from templates, delivered through SMTP with retries, and
 * the outbox staff may read. Other modules send with `sendMail(deps, { to, template, data })`.
 */
export { queueMailInTransaction, sendMail, sendQueuedMail, type OutgoingMail, type QueuedMail } from './mailer.js';
export { deliverDueMail, startMailDelivery } from './delivery.js';
export { lookUpAccountLanguagesWith, onMailUndelivered, type UndeliveredMail } from './mail.hooks.js';
export * from './templates/index.js';
export type { MailTemplate } from './templates/mail-template.js';
