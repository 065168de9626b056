import type { Role } from '../../__generated__/graphql';
import { roleLabel } from '../../account/roles';

// Spec section 2: the top bar shows the user's name and role, falling back to these.
export const FALLBACK_NAME = 'Admin User';
export const FALLBACK_ROLE = 'Administrator';

export function adminRoleLabel(role: Role | null | undefined): string {
  return role ? roleLabel(role) : FALLBACK_ROLE;
}
