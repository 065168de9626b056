import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../__generated__/graphql';

/** The roles a visitor can pick when signing in or registering (spec section 6). */
export const ACCOUNT_ROLES = ['student', 'applicant', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Every role's name, translated where shown (`roleLabel`, or `i18n._(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  student: msg({ message: 'Student/Learner', comment: 'A role: someone who takes courses. The slash may stay or go.' }),
  applicant: msg({ message: 'Candidate', comment: 'A role: someone who applies for jobs.' }),
  admin: msg`Administrator`,
  editor: msg`Editor`,
  moderator: msg`Moderator`,
  user: msg({ message: 'User', comment: 'A role: a plain signed-in account.' }),
};

/** A role's name in the language of `i18n`. */
export function roleLabel(i18n: I18n, role: Role): string {
  return i18n._(ROLE_LABELS[role]);
}

export function parseAccountRole(value: string | null): AccountRole | null {
  return ACCOUNT_ROLES.find((role) => role === value) ?? null;
}
