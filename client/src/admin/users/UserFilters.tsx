import type { ReactNode } from 'react';
import { FilterBar } from '../../components/FilterBar';
import { FILTER_ROLES, FILTER_STATUSES, parseRoleFilter, parseStatusFilter } from './user-filters';
import type { RoleFilter, StatusFilter } from './user-filters';

export interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  /** The filters after a change: one history entry per change (the list keeps them in the address). */
  onChange: (next: { search: string; role: RoleFilter; status: StatusFilter }) => void;
  /** The list's saved views menu, at the toolbar's end. */
  views?: ReactNode;
}

const SELECTS = [
  { field: 'role', label: 'Role', allLabel: 'All Roles', options: FILTER_ROLES.map((o) => [o.value, o.label] as const) },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: FILTER_STATUSES.map((o) => [o.value, o.label] as const), minWidth: 190 },
] as const;

export function UserFilters({ search, role, status, onChange, views }: UserFiltersProps) {
  return (
    <FilterBar
      noun="users"
      values={{ search, role, status }}
      selects={SELECTS}
      views={views}
      onChange={(next) => onChange({ search: next.search, role: parseRoleFilter(next.role), status: parseStatusFilter(next.status) })}
    />
  );
}
