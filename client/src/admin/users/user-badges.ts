import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role, UserStatus } from '../../__generated__/graphql';

/** The badge colours of spec section 4, by name; UserBadge turns them into theme colours. */
export type BadgeTone = 'green' | 'yellow' | 'red' | 'orange' | 'blue' | 'grey';

const STATUS_TONES: Readonly<Record<string, BadgeTone | undefined>> = { active: 'green', inactive: 'yellow', suspended: 'red' };
const ROLE_TONES: Readonly<Record<string, BadgeTone | undefined>> = { admin: 'orange', student: 'blue', applicant: 'green' };

/** Status badges: green active, yellow inactive, red suspended, grey otherwise. */
export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'grey';
}

/** Role badges: admin orange, student blue, applicant green, other grey. */
export function roleTone(role: string): BadgeTone {
  return ROLE_TONES[role] ?? 'grey';
}

/** A role as User Management's badges and filter name it (short: "Admin", not "Administrator"). */
export const USER_ROLE_LABELS: Record<Role, MessageDescriptor> = {
  student: msg({ message: 'Student', context: 'user role' }),
  applicant: msg({ message: 'Applicant', context: 'user role' }),
  admin: msg({ message: 'Admin', context: 'user role' }),
  editor: msg({ message: 'Editor', context: 'user role' }),
  user: msg({ message: 'User', context: 'user role' }),
  moderator: msg({ message: 'Moderator', context: 'user role' }),
};

export const USER_STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'user status' }),
  inactive: msg({ message: 'Inactive', context: 'user status' }),
  suspended: msg({ message: 'Suspended', context: 'user status' }),
  pending: msg({ message: 'Pending', context: 'user status' }),
};

export function roleLabel(i18n: I18n, role: Role): string {
  return i18n._(USER_ROLE_LABELS[role]);
}

export function statusLabel(i18n: I18n, status: UserStatus): string {
  return i18n._(USER_STATUS_LABELS[status]);
}
