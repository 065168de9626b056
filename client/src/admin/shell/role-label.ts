import type { I18n } from '@lingui/core';
import type { Role } from '../../__generated__/graphql';
import { roleLabel } from '../../account/roles';

// Spec section 2: the top bar shows the user's name and role, falling back to these.
export const FALLBACK_NAME = 'Admin User';

/** The role's name; an administrator's when the account has none. */
export function adminRoleLabel(i18n: I18n, role: Role | null | undefined): string {
  return roleLabel(i18n, role ?? 'admin');
}
