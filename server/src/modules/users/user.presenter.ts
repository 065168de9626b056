/** The one output shape of a user (GraphQL User, REST /api/users): no hash, token version or lock state. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { UserDoc } from './user.model.js';

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
});
