/** Spec section 5, the public contact form and the admin's changes: shared by GraphQL and REST. */
import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '../../core/validation.js';
import { keep, optionalEnum } from './contact.fields.js';
import { MESSAGE_LIMITS, MESSAGE_PRIORITIES, MESSAGE_STATUSES, SERVICE_INTERESTS } from './contact-message.model.js';

const status = z.enum(MESSAGE_STATUSES, { error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}` });
const priority = z.enum(MESSAGE_PRIORITIES, { error: `Priority must be one of ${MESSAGE_PRIORITIES.join(', ')}` });

/**
 * A public submission. Status and priority are not the sender's to choose (older callers send
 * them; they are dropped). `website` is a honeypot: people never see it, bots fill it in.
 */
export const ContactMessageInput = z.object({
  name: requiredText('Full Name', MESSAGE_LIMITS.name),
  email: emailAddress('Email'),
  phone: optionalText('Phone', MESSAGE_LIMITS.phone),
  company: optionalText('Company', MESSAGE_LIMITS.company),
  serviceInterest: optionalEnum(SERVICE_INTERESTS, 'Service interest'),
  subject: requiredText('Subject', MESSAGE_LIMITS.subject),
  message: requiredText('Message', MESSAGE_LIMITS.message),
  website: z.unknown().optional(),
});

export const ContactMessageUpdateInput = z.object({ status: keep(status), priority: keep(priority) });

/**
 * Spec section 5: a reply must be non-empty after trimming. Older REST callers send a priority with
 * it; both are checked before anything is written.
 */
export const ReplyInput = z.object({ reply: requiredText('Reply', MESSAGE_LIMITS.reply), priority: keep(priority) });

export const ContactMessageFilterInput = z
  .object({
    search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).nullish(),
    status: status.nullish(),
    priority: priority.nullish(),
  })
  .nullish();
