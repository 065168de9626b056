/**
 * Who is calling: the one shared guard every service uses. Deny by default: a service function
 * starts by stating who may call it, with one of these.
 */
import type { MessageText } from '../i18n/message.js';
import { reaches, type Role } from './access.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { GUARD_MESSAGES } from './guard.messages.js';

/** `sessionId`: the sign-in the caller's token belongs to (absent for tokens issued before sessions had one). */
export type Actor = { id: string; role: Role; name: string; email: string; sessionId?: string };

export function isStaff(actor: Actor | null | undefined): actor is Actor {
  return !!actor && reaches(actor.role, 'staff');
}

/** Any signed-in user. */
export function requireUser(actor: Actor | null | undefined): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** Administrators and editors (spec section 6). */
export function requireStaff(actor: Actor | null | undefined): Actor {
  const user = requireUser(actor);
  if (!isStaff(user)) throw new ForbiddenError(GUARD_MESSAGES.onlyAdmins);
  return user;
}

/** The user themselves, or staff. */
export function requireSelfOrStaff(actor: Actor | null | undefined, userId: string): Actor {
  const user = requireUser(actor);
  if (user.id !== userId && !isStaff(user)) throw new ForbiddenError(GUARD_MESSAGES.ownAccountOnly);
  return user;
}

export const ONLY_ADMINS_MESSAGE = GUARD_MESSAGES.onlyAdminsChangeStaff;

/**
 * Administrators only: what would let an editor raise itself above its role (granting or removing
 * the admin or editor role, changing an admin's account) or change security and system settings.
 */
export function requireAdmin(actor: Actor | null | undefined, message: MessageText = ONLY_ADMINS_MESSAGE): Actor {
  const user = requireStaff(actor);
  if (user.role !== 'admin') throw new ForbiddenError(message);
  return user;
}
