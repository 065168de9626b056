import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { getOutboxMail, listOutbox, mailTemplateNames, resendMail } from './mail.service.js';

export const mailResolvers: Resolvers = {
  Query: {
    mailOutbox: (_root, { to, template, state, from, until, page }, { actor }) => listOutbox(actor, { to, template, state, from, until }, page),
    outboxMail: (_root, { id }, { actor }) => getOutboxMail(actor, id),
    mailTemplates: (_root, _args, { actor }) => mailTemplateNames(actor),
  },
  Mutation: {
    resendMail: (_root, { id }, { actor, deps }) => resendMail(deps, actor, id),
  },
  Mail: {
    id: (mail) => mail._id.toString(),
    html: (mail) => mail.html ?? null,
    template: (mail) => mail.template ?? null,
    language: (mail) => mail.language ?? null,
    // E-mails stored before delivery states were kept only in the outbox.
    state: (mail) => mail.state ?? 'stored',
    attempts: (mail) => mail.attempts ?? 0,
    lastError: (mail) => mail.lastError ?? null,
    sentAt: (mail) => mail.sentAt ?? null,
    canResend: (mail) => mail.state === 'failed',
  },
};
