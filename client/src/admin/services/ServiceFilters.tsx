import { FilterBar } from '../../components/FilterBar';
import type { FiltersProps } from '../../components/FilterBar';
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from './service-form';

export interface ServiceFilterValues {
  search: string;
  /** '' means every category. */
  category: string;
  /** '' means every status. */
  status: string;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const SELECTS = [
  { field: 'category', label: 'Category', allLabel: 'All Categories', options: SERVICE_CATEGORIES.map((c) => [c, c] as const), minWidth: 200 },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: SERVICE_STATUSES.map((s) => [s, capitalize(s)] as const) },
] as const;

export function ServiceFilters({ value, onChange, views }: FiltersProps<ServiceFilterValues>) {
  return <FilterBar noun="services" values={value} selects={SELECTS} onChange={onChange} views={views} />;
}
