import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role, UserFilter, UserStatus } from '../../__generated__/graphql';
import { USER_ROLE_LABELS, USER_STATUS_LABELS } from './user-badges';

// The filters of the user table. '' means "all". The status lives in the URL (?status=pending),
// so that admin notifications can link straight to the requests waiting for approval.

export const FILTER_ROLES = [
  { value: 'admin', label: USER_ROLE_LABELS.admin },
  { value: 'student', label: USER_ROLE_LABELS.student },
  { value: 'applicant', label: USER_ROLE_LABELS.applicant },
] as const satisfies ReadonlyArray<{ value: Role; label: MessageDescriptor }>;

export const FILTER_STATUSES = [
  { value: 'active', label: USER_STATUS_LABELS.active },
  { value: 'inactive', label: USER_STATUS_LABELS.inactive },
  { value: 'suspended', label: USER_STATUS_LABELS.suspended },
  { value: 'pending', label: msg`Pending approval` },
] as const satisfies ReadonlyArray<{ value: UserStatus; label: MessageDescriptor }>;

export type RoleFilter = (typeof FILTER_ROLES)[number]['value'] | '';
export type StatusFilter = (typeof FILTER_STATUSES)[number]['value'] | '';

export function parseRoleFilter(value: string | null): RoleFilter {
  return FILTER_ROLES.find((option) => option.value === value)?.value ?? '';
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return FILTER_STATUSES.find((option) => option.value === value)?.value ?? '';
}

/** The server filter; blank values are left out. */
export function toUserFilter(search: string, role: RoleFilter, status: StatusFilter): UserFilter {
  return { search: search.trim() || null, role: role || null, status: status || null };
}
