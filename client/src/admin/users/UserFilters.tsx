import { FilterBar } from '../../components/FilterBar';
import { FILTER_ROLES, FILTER_STATUSES, parseRoleFilter, parseStatusFilter } from './user-filters';
import type { RoleFilter, StatusFilter } from './user-filters';

export interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
}

const SELECTS = [
  { field: 'role', label: 'Role', allLabel: 'All Roles', options: FILTER_ROLES.map((o) => [o.value, o.label] as const) },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: FILTER_STATUSES.map((o) => [o.value, o.label] as const), minWidth: 190 },
] as const;

/** Each change is handed on alone: the search, the role and the status live in different places. */
export function UserFilters({ search, role, status, onSearchChange, onRoleChange, onStatusChange }: UserFiltersProps) {
  return (
    <FilterBar
      noun="users"
      values={{ search, role, status }}
      selects={SELECTS}
      onChange={(next) => {
        if (next.search !== search) onSearchChange(next.search);
        if (next.role !== role) onRoleChange(parseRoleFilter(next.role));
        if (next.status !== status) onStatusChange(parseStatusFilter(next.status));
      }}
    />
  );
}
