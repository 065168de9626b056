import type { AppDeps } from '../../app-deps.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { findPage, toPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { deliverMail } from './delivery.js';
import { MAIL_MESSAGES } from './mail.messages.js';
import { MailModel, type MailDoc, type MailState } from './mail.model.js';
import { MAIL_TEMPLATES } from './templates/index.js';

export type OutboxFilter = { to?: string | null; template?: string | null; state?: MailState | null; from?: Date | null; until?: Date | null };

/** The Outbox's template filter: every template's name, sorted. */
export function mailTemplateNames(actor: Actor | null): string[] {
  requireStaff(actor);
  return MAIL_TEMPLATES.map((t) => t.name).sort();
}

/** staff: the outbox, newest first, filtered by recipient, template, state and the time it was written. */
export async function listOutbox(actor: Actor | null, filter: OutboxFilter, pageArgs: PageArgs): Promise<PageResult<MailDoc>> {
  requireStaff(actor);
  const page = toPage(pageArgs);
  const query: Record<string, unknown> = {};
  const to = filter.to?.trim().toLowerCase();
  if (to) query.to = to;
  if (filter.template) {
    if (!MAIL_TEMPLATES.some((t) => t.name === filter.template)) throw new ValidationError({ template: MAIL_MESSAGES.unknownTemplate });
    query.template = filter.template;
  }
  if (filter.state) query.state = filter.state;
  if (filter.from && filter.until && filter.from > filter.until) throw new ValidationError({ from: MAIL_MESSAGES.badRange });
  if (filter.from || filter.until) query.createdAt = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.until ? { $lte: filter.until } : {}) };
  return findPage(MailModel, query, { createdAt: -1, _id: -1 }, page);
}

/** staff: one e-mail of the outbox, as staff may read it. */
export async function getOutboxMail(actor: Actor | null, id: string): Promise<MailDoc> {
  requireStaff(actor);
  const mail = isObjectId(id) ? await MailModel.findById(id).lean() : null;
  if (!mail) throw new NotFoundError(MAIL_MESSAGES.notFound);
  return mail;
}

/** staff: "Send again" for a failed e-mail: a fresh round of tries, the first one now. */
export async function resendMail(deps: AppDeps, actor: Actor | null, id: string): Promise<MailDoc> {
  requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(MAIL_MESSAGES.notFound);
  if (!deps.config.smtpUrl) throw new ConflictError(MAIL_MESSAGES.noSmtp);
  const requeued = await MailModel.findOneAndUpdate({ _id: id, state: 'failed' }, { $set: { state: 'queued', attempts: 0, nextAttemptAt: new Date() } }, { returnDocument: 'after' }).lean();
  if (!requeued) {
    if (await MailModel.exists({ _id: id })) throw new ConflictError(MAIL_MESSAGES.notFailed);
    throw new NotFoundError(MAIL_MESSAGES.notFound);
  }
  await deliverMail(deps, requeued._id);
  const after = await MailModel.findById(id).lean();
  if (!after) throw new NotFoundError(MAIL_MESSAGES.notFound);
  return after;
}
