import type { I18n } from '@lingui/core';
import type { Role } from '../../__generated__/graphql';
import { roleLabel } from '../../account/roles';

// Spec section 2: the top bar shows the user's name and role, falling back to these.
export const FALLBACK_NAME = 'Admin User';
export const FALLBACK_ROLE = 'Administrator';

export function adminRoleLabel(i18n: I18n, role: Role | null | undefined): string {
  return role ? roleLabel(i18n, role) : FALLBACK_ROLE;
}
