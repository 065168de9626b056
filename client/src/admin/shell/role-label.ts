import type { Role } from '../../__generated__/graphql';

// Role labels of spec section 6. The top bar falls back to 'Administrator' when no user is known.
const LABELS: Record<Role, string> = {
  student: 'Student/Learner',
  applicant: 'Job Candidate',
  admin: 'Administrator',
  editor: 'editor',
  user: 'user',
  moderator: 'moderator',
};

export const FALLBACK_NAME = 'Admin User';
export const FALLBACK_ROLE = 'Administrator';

export function roleLabel(role: Role | null | undefined): string {
  return role ? LABELS[role] : FALLBACK_ROLE;
}
