/** REST for older callers: /api/contact-messages (spec section 7). Public POST; everything else admin. */
import { z } from 'zod';
import { present } from '../../core/presenter.js';
import { crudRoutes } from '../../rest/crud.js';
import { queryEnum, queryText } from '../../rest/list-query.js';
import type { RestContext, RouteDef } from '../../rest/route.js';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from './contact-message.model.js';
import { contactMessagePresenter } from './contact-message.presenter.js';
import { deleteContactMessage, getContactMessage, listContactMessages, replyToContactMessage, submitContactMessage, updateContactMessage } from './contact-message.service.js';
import { ContactMessageInput, ContactMessageUpdateInput, ReplyInput } from './contact-message.validation.js';

/**
 * The prototype sends a partial: { status } or { status, reply, repliedAt, repliedBy }. A reply is
 * the reply use case (the server sets the time and the replier; the caller's are ignored);
 * status and priority may come along.
 */
const LegacyUpdateInput = ContactMessageUpdateInput.extend({
  reply: ReplyInput.shape.reply.optional(),
  repliedAt: z.unknown().optional().describe('ignored: the server sets the reply time'),
  repliedBy: z.unknown().optional().describe("ignored: the server sets the replier's name"),
});

async function change(ctx: RestContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  // One use case each, so an invalid priority refuses the reply too (nothing saved, nothing sent).
  const message =
    body['reply'] === undefined
      ? await updateContactMessage(ctx.actor, ctx.id, body)
      : await replyToContactMessage(ctx.deps, ctx.actor, ctx.id, body['reply'], body['priority']);
  return present(contactMessagePresenter, message, ctx);
}

const crud = crudRoutes({
  path: '/contact-messages',
  presenter: contactMessagePresenter,
  notFound: /*i18n*/ { message: 'Message not found' },
  noun: 'contact message',
  list: {
    access: 'admin',
    filters: { search: queryText, status: queryEnum(MESSAGE_STATUSES), priority: queryEnum(MESSAGE_PRIORITIES) },
    sort: ['name', 'email', 'subject', 'status', 'priority', 'createdAt', 'updatedAt', 'repliedAt'],
    page: listContactMessages,
  },
  get: { fn: getContactMessage, access: 'admin' },
  remove: { fn: deleteContactMessage },
});

const partial = {
  path: '/contact-messages/{id}',
  access: 'admin',
  body: LegacyUpdateInput,
  bodyExample: { status: 'replied', reply: 'Thanks, we will call you tomorrow.' },
  answer: { kind: 'one', type: 'ContactMessage' },
  errors: [404],
  handler: change,
} as const;

export const contactMessageRoutes: RouteDef[] = [
  ...crud,
  {
    method: 'post',
    path: '/contact-messages',
    summary: 'Send a message from the contact page (status new, priority medium); the sender is e-mailed. At most 5 per 10 minutes per address',
    access: 'guest',
    body: ContactMessageInput,
    bodyExample: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Training for my team', message: 'We are 12 people; what do you offer?' },
    status: 201,
    answer: { kind: 'one', type: 'MessagePayload' },
    errors: [429],
    handler: (ctx) => submitContactMessage(ctx.deps, ctx.body, ctx.ip),
  },
  { ...partial, method: 'put', summary: 'Change a message, partial as the prototype sends it: status and/or priority, or a reply' },
  { ...partial, method: 'patch', summary: 'Change the status and/or priority of a message, or reply to it (status replied; the reply is e-mailed)' },
];
