import { requireStaff, type Actor } from '../auth/actor.js';
import { toPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { MailModel, type MailDoc } from './mail.model.js';

/** admin: the outbox, newest first, optionally for one recipient. */
export async function listOutbox(actor: Actor | null, to: string | null | undefined, pageArgs: PageArgs): Promise<PageResult<MailDoc>> {
  requireStaff(actor);
  const page = toPage(pageArgs);
  const query = to ? { to: to.trim().toLowerCase() } : {};
  const [items, total] = await Promise.all([
    MailModel.find(query).sort({ createdAt: -1, _id: -1 }).skip(page.skip).limit(page.pageSize).lean(),
    MailModel.countDocuments(query),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}
