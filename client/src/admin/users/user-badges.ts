import type { Role, UserStatus } from '../../__generated__/graphql';

/** The badge colours of spec section 4, by name; UserBadge turns them into theme colours. */
export type BadgeTone = 'green' | 'yellow' | 'red' | 'orange' | 'blue' | 'grey';

/** Status badges: green active, yellow inactive, red suspended, grey otherwise. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'active':
      return 'green';
    case 'inactive':
      return 'yellow';
    case 'suspended':
      return 'red';
    default:
      return 'grey';
  }
}

/** Role badges: admin orange, student blue, applicant green, other grey. */
export function roleTone(role: string): BadgeTone {
  switch (role) {
    case 'admin':
      return 'orange';
    case 'student':
      return 'blue';
    case 'applicant':
      return 'green';
    default:
      return 'grey';
  }
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
