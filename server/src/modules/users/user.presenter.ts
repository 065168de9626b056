/** The one output shape of a user (GraphQL User, REST /api/users): no hash, token version or lock state. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import { isStaff } from '../auth/actor.js';
import type { UserDoc } from './user.model.js';
import { deleteBlockedReason, suspendBlockedReason } from './user-guards.js';

export const userPresenter = definePresenter<UserDoc, G.User>('User', {
  id: (u) => u._id.toString(),
  name: (u) => u.name,
  email: (u) => u.email,
  role: (u) => u.role,
  status: (u) => u.status,
  phone: (u) => u.phone ?? null,
  company: (u) => u.company ?? null,
  department: (u) => u.department ?? null,
  position: (u) => u.position ?? null,
  avatar: (u) => u.avatar ?? null,
  lastLogin: (u) => u.lastLogin ?? null,
  // The list's "join date" is the day the account was created (spec section 3).
  joinDate: (u) => u.createdAt,
  createdAt: (u) => u.createdAt,
  updatedAt: (u) => u.updatedAt,
  // Why the caller could not delete or suspend this user, so the UI disables what the server refuses.
  deleteBlockedReason: (u, { actor }) => (isStaff(actor) ? deleteBlockedReason(actor, u) : null),
  suspendBlockedReason: (u, { actor }) => (isStaff(actor) ? suspendBlockedReason(actor, u) : null),
  twoFactorEnabled: (u) => !!u.twoFactorEnabledAt,
});
