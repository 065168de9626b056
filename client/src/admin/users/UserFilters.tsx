import { FilterBar } from '../../components/FilterBar';
import { FILTER_ROLES, FILTER_STATUSES, parseRoleFilter, parseStatusFilter } from './user-filters';
import type { RoleFilter, StatusFilter } from './user-filters';

export interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  /** The filters after a change: one history entry per change (the list keeps them in the address). */
  onChange: (next: { search: string; role: RoleFilter; status: StatusFilter }) => void;
}

const SELECTS = [
  { field: 'role', label: 'Role', allLabel: 'All Roles', options: FILTER_ROLES.map((o) => [o.value, o.label] as const) },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: FILTER_STATUSES.map((o) => [o.value, o.label] as const), minWidth: 190 },
] as const;

export function UserFilters({ search, role, status, onChange }: UserFiltersProps) {
  return (
    <FilterBar
      noun="users"
      values={{ search, role, status }}
      selects={SELECTS}
      onChange={(next) => onChange({ search: next.search, role: parseRoleFilter(next.role), status: parseStatusFilter(next.status) })}
    />
  );
}
