/** The one output shape of a user (GraphQL User, REST /api/users): no hash, token version or lock state. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { isStaff } from '../../core/actor.js';
import type { UserDoc } from './user.model.js';
import { deleteBlockedReason, suspendBlockedReason } from './user-guards.js';
import { translate, type MessageText } from '../../i18n/message.js';
import type { I18n } from '@lingui/core';

const textIn = (i18n: I18n, text: MessageText | null): string | null => (text === null ? null : translate(i18n, text));

const stored = storedFields<UserDoc>();
export const userPresenter = definePresenter<UserDoc, G.User>('User', {
  id: idOf,
  ...stored.same('name', 'email', 'role', 'status'),
  ...stored.orNull('phone', 'company', 'department', 'position', 'avatar', 'language', 'lastLogin'),
  // The list's "join date" is the day the account was created (spec section 3).
  joinDate: (u) => u.createdAt,
  ...stored.same('createdAt', 'updatedAt'),
  // Why the caller could not delete or suspend this user, so the UI disables what the server refuses.
  deleteBlockedReason: async (u, { actor, i18n }) => (isStaff(actor) ? textIn(i18n, await deleteBlockedReason(actor, u)) : null),
  suspendBlockedReason: async (u, { actor, i18n }) => (isStaff(actor) ? textIn(i18n, await suspendBlockedReason(actor, u)) : null),
  twoFactorEnabled: (u) => !!u.twoFactorEnabledAt,
});
