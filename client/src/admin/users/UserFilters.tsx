import { useLingui } from '@lingui/react/macro';
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

export function UserFilters({ search, role, status, onChange, views }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  const selects = [
    { field: 'role', label: t`Role`, allLabel: t`All Roles`, options: FILTER_ROLES.map((o) => [o.value, i18n._(o.label)] as const) },
    { field: 'status', label: t`Status`, allLabel: t`All Status`, options: FILTER_STATUSES.map((o) => [o.value, i18n._(o.label)] as const), minWidth: 190 },
  ] as const;
  return (
    <FilterBar
      searchPlaceholder={t`Search users...`}
      searchLabel={t`Search users`}
      values={{ search, role, status }}
      selects={selects}
      views={views}
      onChange={(next) => onChange({ search: next.search, role: parseRoleFilter(next.role), status: parseStatusFilter(next.status) })}
    />
  );
}
