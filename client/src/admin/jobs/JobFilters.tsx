import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '../../components/FilterBar';
import type { FiltersProps } from '../../components/FilterBar';
import { JOB_LEVELS, JOB_LEVEL_MESSAGES, JOB_STATUSES, JOB_TYPES, JOB_TYPE_MESSAGES } from '../../public/career/job-format';
import { JOB_STATUS_MESSAGES } from './job-status';

export interface JobFilterValues {
  search: string;
  /** '' means all. */
  type: string;
  level: string;
  status: string;
}

/** Search plus type, level and status filters, applied on the server. */
export function JobFilters({ value, onChange, views }: FiltersProps<JobFilterValues>) {
  const { t, i18n } = useLingui();
  const selects = [
    { field: 'type', label: t({ message: 'Type', context: 'job type' }), allLabel: t`All Types`, options: JOB_TYPES.map((type) => [type, i18n._(JOB_TYPE_MESSAGES[type])] as const) },
    { field: 'level', label: t({ message: 'Level', context: 'job level' }), allLabel: t`All Levels`, options: JOB_LEVELS.map((level) => [level, i18n._(JOB_LEVEL_MESSAGES[level])] as const) },
    { field: 'status', label: t`Status`, allLabel: t`All Status`, options: JOB_STATUSES.map((status) => [status, i18n._(JOB_STATUS_MESSAGES[status])] as const) },
  ] as const;
  return <FilterBar searchPlaceholder={t`Search jobs...`} searchLabel={t`Search jobs`} values={value} selects={selects} onChange={onChange} views={views} />;
}
