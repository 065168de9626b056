import type { Role } from '../__generated__/graphql';

/** The roles a visitor can pick when signing in or registering (spec section 6). */
export const ACCOUNT_ROLES = ['student', 'applicant', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ROLE_LABELS: Record<AccountRole, string> = {
  student: 'Student/Learner',
  applicant: 'Candidate',
  admin: 'Administrator',
};

/** Labels for any role a signed-in user may have. */
export function roleLabel(role: Role): string {
  if (role === 'student' || role === 'applicant' || role === 'admin') return ROLE_LABELS[role];
  return role.charAt(0).toUpperCase() + role.slice(1);
}

export function parseAccountRole(value: string | null): AccountRole | null {
  return ACCOUNT_ROLES.find((role) => role === value) ?? null;
}
