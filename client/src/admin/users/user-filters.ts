import type { Role, UserFilter, UserStatus } from '../../__generated__/graphql';

// The filters of the user table. '' means "all". The status lives in the URL (?status=pending),
// so that admin notifications can link straight to the requests waiting for approval.

export const FILTER_ROLES = [
  { value: 'admin', label: 'Admin' },
  { value: 'student', label: 'Student' },
  { value: 'applicant', label: 'Applicant' },
] as const satisfies ReadonlyArray<{ value: Role; label: string }>;

export const FILTER_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'pending', label: 'Pending approval' },
] as const satisfies ReadonlyArray<{ value: UserStatus; label: string }>;

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
