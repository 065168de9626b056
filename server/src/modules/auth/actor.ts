/**
 * Who is calling: the one shared guard every service uses. Deny by default: a service function
 * starts by stating who may call it, with one of these.
 */
import { ForbiddenError, UnauthenticatedError } from '../../http/errors.js';
import { STAFF_ROLES, type Role } from '../users/user.model.js';

/** `sessionId`: the sign-in the caller's token belongs to (absent for tokens issued before sessions had one). */
export type Actor = { id: string; role: Role; name: string; email: string; sessionId?: string };

export function isStaff(actor: Actor | null | undefined): actor is Actor {
  return !!actor && STAFF_ROLES.includes(actor.role);
}

/** Any signed-in user. */
export function requireUser(actor: Actor | null | undefined): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** Administrators and editors (spec section 6). */
export function requireStaff(actor: Actor | null | undefined): Actor {
  const user = requireUser(actor);
  if (!isStaff(user)) throw new ForbiddenError('Only administrators can do this.');
  return user;
}

/** The user themselves, or staff. */
export function requireSelfOrStaff(actor: Actor | null | undefined, userId: string): Actor {
  const user = requireUser(actor);
  if (user.id !== userId && !isStaff(user)) throw new ForbiddenError('You can only see and change your own account.');
  return user;
}
