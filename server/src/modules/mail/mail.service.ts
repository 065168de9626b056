import { requireStaff, type Actor } from '../../core/actor.js';
import { findPage, toPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { MailModel, type MailDoc } from './mail.model.js';

/** admin: the outbox, newest first, optionally for one recipient. */
export async function listOutbox(actor: Actor | null, to: string | null | undefined, pageArgs: PageArgs): Promise<PageResult<MailDoc>> {
  requireStaff(actor);
  const page = toPage(pageArgs);
  const query = to ? { to: to.trim().toLowerCase() } : {};
  return findPage(MailModel, query, { createdAt: -1, _id: -1 }, page);
}
