/**
 * Why a staff member may not delete or suspend a user: the one rule deleteUser and updateUser
 * enforce, also answered ahead of time so User Management can disable the button and say why
 * instead of offering an action the server then refuses.
 */
import { ONLY_ADMINS_MESSAGE, type Actor } from '../../core/actor.js';
import { STAFF_ROLES } from './user.model.js';
import { UserModel, type UserDoc } from './user.model.js';
import type { MessageText } from '../../i18n/message.js';

export const CANNOT_DELETE_SELF = /*i18n*/ { message: 'You cannot delete your own account.' };
export const CANNOT_DELETE_LAST_ADMIN = /*i18n*/ { message: 'This is the last active administrator and cannot be deleted.' };
export const CANNOT_CHANGE_SELF = /*i18n*/ { message: 'You cannot demote, suspend or deactivate your own account.' };
export const CANNOT_CHANGE_LAST_ADMIN = /*i18n*/ { message: 'This is the last active administrator. Make another user an active administrator first.' };

type Target = Pick<UserDoc, '_id' | 'role' | 'status'>;

export async function isLastActiveAdmin(user: Target): Promise<boolean> {
  if (user.role !== 'admin' || user.status !== 'active') return false;
  const others = await UserModel.countDocuments({ role: 'admin', status: 'active', _id: { $ne: user._id } });
  return others === 0;
}

export async function deleteBlockedReason(actor: Actor, user: Target): Promise<MessageText | null> {
  if (user._id.toString() === actor.id) return CANNOT_DELETE_SELF;
  if (actor.role !== 'admin' && STAFF_ROLES.includes(user.role)) return ONLY_ADMINS_MESSAGE;
  return (await isLastActiveAdmin(user)) ? CANNOT_DELETE_LAST_ADMIN : null;
}

/** For suspending (or otherwise taking an account out of active staff). */
export async function suspendBlockedReason(actor: Actor, user: Target): Promise<MessageText | null> {
  if (user._id.toString() === actor.id) return CANNOT_CHANGE_SELF;
  if (actor.role !== 'admin' && STAFF_ROLES.includes(user.role)) return ONLY_ADMINS_MESSAGE;
  return (await isLastActiveAdmin(user)) ? CANNOT_CHANGE_LAST_ADMIN : null;
}
