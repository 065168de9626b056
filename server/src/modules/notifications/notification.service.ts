import { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { NotFoundError } from '../../core/errors.js';
import { toPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { requireUser, type Actor } from '../../core/actor.js';
import { STAFF_ROLES, activeUsersOfRoles } from '../users/index.js';
import { NotificationModel, type NotificationDoc } from './notification.model.js';
import { sortOf } from '../../core/sort.js';
import { sendMail, staffNoticeMail } from '../mail/index.js';
import { getSettings } from '../settings/index.js';
import { publishEvent } from '../events/index.js';
import { translate, type MessageText } from '../../i18n/message.js';
import { chooseLanguage } from '../../i18n/request-language.js';
import { i18nFor } from '../../i18n/server-i18n.js';

export async function listNotifications(
  actor: Actor | null,
  unreadOnly: boolean | null | undefined,
  pageArgs: PageArgs,
): Promise<PageResult<NotificationDoc> & { unread: number }> {
  const me = requireUser(actor);
  const page = toPage(pageArgs);
  const mine = { user: new Types.ObjectId(me.id) };
  const query = unreadOnly ? { ...mine, isRead: false } : mine;
  const [items, total, unread] = await Promise.all([
    NotificationModel.find(query).sort(sortOf(pageArgs, { createdAt: -1, _id: -1 })).skip(page.skip).limit(page.pageSize).lean(),
    NotificationModel.countDocuments(query),
    NotificationModel.countDocuments({ ...mine, isRead: false }),
  ]);
  return { items, total, unread, page: page.page, pageSize: page.pageSize };
}

export async function markNotificationRead(actor: Actor | null, id: string): Promise<NotificationDoc> {
  const me = requireUser(actor);
  const before = Types.ObjectId.isValid(id)
    ? await NotificationModel.findOneAndUpdate({ _id: id, user: me.id }, { $set: { isRead: true } }, { returnDocument: 'before' }).lean()
    : null;
  if (!before) throw new NotFoundError(/*i18n*/ { message: 'Notification not found' });
  // The user's other open tabs show the new unread count.
  if (!before.isRead) publishEvent({ topic: 'notifications.read', userId: me.id });
  return { ...before, isRead: true };
}

export async function markAllNotificationsRead(actor: Actor | null): Promise<number> {
  const me = requireUser(actor);
  const result = await NotificationModel.updateMany({ user: me.id, isRead: false }, { $set: { isRead: true } });
  if (result.modifiedCount > 0) publishEvent({ topic: 'notifications.read', userId: me.id });
  return result.modifiedCount;
}

/**
 * Stores a notification for every active administrator and editor (the back office's bell), each
 * in that person's language (their account's, else the site's), and pushes it live to their open
 * tabs through the event bus. Called after the write it announces has committed, so a live event
 * never tells of a rolled-back change.
 */
export async function storeStaffNotifications(notice: StaffNotice): Promise<Types.ObjectId[]> {
  const [staff, { general }] = await Promise.all([activeUsersOfRoles(STAFF_ROLES, ['language']), getSettings()]);
  if (staff.length) {
    const inLanguageOf = (account: string | null | undefined) => {
      const i18n = i18nFor(chooseLanguage({ account, site: general.language }));
      return { title: translate(i18n, notice.title), message: translate(i18n, notice.message) };
    };
    const stored = await NotificationModel.insertMany(staff.map((s) => ({ user: s._id, ...inLanguageOf(s.language), ...(notice.link ? { link: notice.link } : {}) })));
    for (const notification of stored) publishEvent({ topic: 'notification.created', userId: notification.user.toString(), notificationId: notification._id.toString() });
  }
  return staff.map((s) => s._id);
}

/** What a notice says, as message descriptors: each staff member reads it in their language. */
export type StaffNotice = { title: MessageText; message: MessageText; link?: string };

/**
 * The e-mail staff get for a notice, at the Contact Email of the settings (where staff notifications
 * go). `alert`: a system alert's e-mail, whose own failure raises no further alert.
 */
export async function mailStaff(deps: AppDeps, notice: StaffNotice, opts: { alert?: boolean } = {}): Promise<void> {
  const { general } = await getSettings();
  const alert = opts.alert ?? false;
  await sendMail(deps, { to: general.contactEmail, template: staffNoticeMail, data: { ...notice, alert }, alertOnFailure: !alert });
}

/**
 * Tells every active administrator and editor in the back office (new message, admin request,
 * application, enrollment) and, while Email Notifications is on, by e-mail to the Contact Email of
 * the settings. Transactional e-mails a user asked for (password reset, approval) never come here;
 * system alerts (modules/alerts) are gated by System Alerts instead.
 */
export async function notifyStaff(deps: AppDeps, notice: StaffNotice): Promise<Types.ObjectId[]> {
  const staff = await storeStaffNotifications(notice);
  if ((await getSettings()).notifications.emailNotifications) await mailStaff(deps, notice);
  return staff;
}
