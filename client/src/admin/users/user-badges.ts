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

const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  applicant: 'Applicant',
  admin: 'Admin',
  editor: 'Editor',
  user: 'User',
  moderator: 'Moderator',
};

const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

export function statusLabel(status: UserStatus): string {
  return STATUS_LABELS[status];
}
