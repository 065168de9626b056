import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '../../components/FilterBar';
import type { FiltersProps } from '../../components/FilterBar';
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from './service-form';
import { SERVICE_CATEGORY_LABELS, SERVICE_STATUS_LABELS } from './service-status';

export interface ServiceFilterValues {
  search: string;
  /** '' means every category. */
  category: string;
  /** '' means every status. */
  status: string;
}

export function ServiceFilters({ value, onChange, views }: FiltersProps<ServiceFilterValues>) {
  const { t, i18n } = useLingui();
  const selects = [
    { field: 'category', label: t`Category`, allLabel: t`All Categories`, options: SERVICE_CATEGORIES.map((c) => [c, i18n._(SERVICE_CATEGORY_LABELS[c])] as const), minWidth: 200 },
    { field: 'status', label: t`Status`, allLabel: t`All Status`, options: SERVICE_STATUSES.map((s) => [s, i18n._(SERVICE_STATUS_LABELS[s])] as const) },
  ] as const;
  return <FilterBar searchPlaceholder={t`Search services...`} searchLabel={t`Search services`} values={value} selects={selects} onChange={onChange} views={views} />;
}
