/**
 * Contact messages: the public submission and the Messages tab of Contact Management.
 * Anyone may send a message (rate limited per address, with a honeypot); only administrators and
 * editors read, answer, change and delete them.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose, { type QueryFilter } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { deleteRecorded, recordActivity, updateRecorded } from '../activity/index.js';
import { NotFoundError } from '../../core/errors.js';
import { afterCommit } from '../../core/after-commit.js';
import { findListPage, type PageArgs, type PageResult, searchFields } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { consume } from '../auth/index.js';
import { notifyStaff } from '../notifications/index.js';
import { contactMessageNotice, CONTACT_ACTIVITY } from './contact.messages.js';
import { queueAcknowledgement, queueReply } from './contact-message.mail.js';
import { sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { ContactMessageModel, type ContactMessageDoc } from './contact-message.model.js';
import { ContactMessageFilterInput, ContactMessageInput, ContactMessageUpdateInput, ReplyInput } from './contact-message.validation.js';

const NOT_FOUND = 'Message not found';
export const SUBMITTED_MESSAGE = 'Thank you for your message. We will reply within 24 hours.';

/** Guest: stores the message as new, medium priority; the sender is e-mailed, staff notified. */
export async function submitContactMessage(deps: AppDeps, input: unknown, ip: string): Promise<{ message: string }> {
  const { website, ...fields } = parseInput(ContactMessageInput, input);
  await consume('contactPerIp', ip);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept or sent.
  if (website !== undefined && website !== null && (typeof website !== 'string' || website.trim() !== '')) {
    return { message: SUBMITTED_MESSAGE };
  }
  const { created, acknowledgement } = await mongoose.connection.transaction(async (session) => {
    const [doc] = await ContactMessageModel.create([{ ...fields, status: 'new', priority: 'medium' }], { session });
    if (!doc) throw new Error('The message was not stored');
    const message = doc.toObject();
    await recordActivity({ actor: 'visitor', action: 'create', entityType: 'contact-message', entityId: message._id, summary: CONTACT_ACTIVITY.sent(message.name, message.subject), status: 'pending' }, session);
    return { created: message, acknowledgement: await queueAcknowledgement(deps, session, message) };
  });
  await sendQueuedMail(deps, acknowledgement);
  // The message is stored and the sender answered; a missing bell entry must not fail them.
  await afterCommit(deps.log, 'notifying staff of a contact message', () =>
    notifyStaff(deps, { ...contactMessageNotice(created.name, created.subject), link: '/admin/contact' }),
  );
  return { message: SUBMITTED_MESSAGE };
}

/** The Messages tab's query and order, shared by the list and its export. */
export function contactMessageListQuery(
  actor: Actor | null,
  rawFilter: unknown,
): { query: QueryFilter<ContactMessageDoc>; sort: Record<string, 1 | -1> } {
  requireStaff(actor);
  const filter = parseInput(ContactMessageFilterInput, rawFilter) ?? {};
  const query: QueryFilter<ContactMessageDoc> = {};
  if (filter.status) query.status = filter.status;
  if (filter.priority) query.priority = filter.priority;
  if (filter.search) query.$or = searchFields(filter.search, ['name', 'email', 'company', 'subject', 'message']);
  return { query, sort: { createdAt: -1, _id: -1 } };
}

export async function listContactMessages(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<ContactMessageDoc>> {
  return findListPage(ContactMessageModel, contactMessageListQuery(actor, rawFilter), pageArgs);
}

export async function getContactMessage(actor: Actor | null, id: string): Promise<ContactMessageDoc | null> {
  requireStaff(actor);
  return findOneById(ContactMessageModel, id);
}

export type ContactMessageStats = { total: number; new: number; read: number; replied: number; archived: number; highPriority: number };

export async function getContactMessageStats(actor: Actor | null): Promise<ContactMessageStats> {
  requireStaff(actor);
  const count = (field: string, value: string) => ({ $sum: { $cond: [{ $eq: [field, value] }, 1, 0] } });
  const [row] = await ContactMessageModel.aggregate<ContactMessageStats>([
    {
      $group: {
        _id: null,
        total: { $sum: 1 },
        new: count('$status', 'new'),
        read: count('$status', 'read'),
        replied: count('$status', 'replied'),
        archived: count('$status', 'archived'),
        highPriority: count('$priority', 'high'),
      },
    },
  ]);
  return {
    total: row?.total ?? 0,
    new: row?.new ?? 0,
    read: row?.read ?? 0,
    replied: row?.replied ?? 0,
    archived: row?.archived ?? 0,
    highPriority: row?.highPriority ?? 0,
  };
}

/** Spec section 4: opening a message (to reply) marks a new one read; other statuses stay. */
export async function openContactMessage(actor: Actor | null, id: string): Promise<ContactMessageDoc> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(NOT_FOUND);
  return mongoose.connection.transaction(async (session) => {
    const opened = await ContactMessageModel.findOneAndUpdate({ _id: id, status: 'new' }, { $set: { status: 'read' } }, { returnDocument: 'after', session }).lean();
    if (opened) {
      const summary = /*i18n*/ ({ message: '{actor} read the message from {name}: {subject}', values: { actor: admin.name, name: opened.name, subject: opened.subject } });
      await recordActivity({ actor: admin, action: 'status-change', entityType: 'contact-message', entityId: id, summary, before: { status: 'new' }, after: { status: 'read' } }, session);
      return opened;
    }
    const message = await ContactMessageModel.findById(id, null, { session }).lean();
    if (!message) throw new NotFoundError(NOT_FOUND);
    return message;
  });
}

/** Status and priority can be changed freely (spec section 4). */
export async function updateContactMessage(actor: Actor | null, id: string, input: unknown): Promise<ContactMessageDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(ContactMessageUpdateInput, input);
  return await updateRecorded(recorded(admin, id, (m) => /*i18n*/ ({ message: '{actor} updated the message from {name}: {subject}', values: { actor: admin.name, name: m.name, subject: m.subject } })), data);
}

/**
 * Sets status replied with the text, the time and the replying administrator's name (and a new
 * priority, for older REST callers) in one write, after the whole input is valid; then e-mails the
 * sender, so a refused input never leaves a half-saved reply or a sent e-mail behind.
 */
export async function replyToContactMessage(
  deps: AppDeps,
  actor: Actor | null,
  id: string,
  rawReply: unknown,
  rawPriority?: unknown,
): Promise<ContactMessageDoc> {
  const admin = requireStaff(actor);
  const { reply, priority } = parseInput(ReplyInput, { reply: rawReply, priority: rawPriority });
  const replied = { status: 'replied', reply, priority, repliedAt: new Date(), repliedBy: admin.name };
  let mail: QueuedMail | null = null;
  const updated = await updateRecorded(recorded(admin, id, (m) => /*i18n*/ ({ message: '{actor} replied to {name}: {subject}', values: { actor: admin.name, name: m.name, subject: m.subject } })), replied, async (message, session) => {
    mail = await queueReply(deps, session, message, reply, admin.name);
  });
  await sendQueuedMail(deps, mail);
  return updated;
}

export async function deleteContactMessage(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  return await deleteRecorded(recorded(admin, id, (m) => /*i18n*/ ({ message: '{actor} deleted the message from {name}: {subject}', values: { actor: admin.name, name: m.name, subject: m.subject } })));
}

const recorded = (admin: Actor, id: string, summary: (message: ContactMessageDoc) => MessageText) =>
  ({ admin, model: ContactMessageModel, id, notFound: NOT_FOUND, entityType: 'contact-message', summary }) as const;
