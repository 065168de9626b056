import { FilterBar } from '../../components/FilterBar';
import type { FiltersProps } from '../../components/FilterBar';
import { JOB_LEVELS, JOB_LEVEL_LABELS, JOB_STATUSES, JOB_STATUS_LABELS, JOB_TYPES, JOB_TYPE_LABELS } from '../../public/career/job-format';

export interface JobFilterValues {
  search: string;
  /** '' means all. */
  type: string;
  level: string;
  status: string;
}

const SELECTS = [
  { field: 'type', label: 'Type', allLabel: 'All Types', options: JOB_TYPES.map((t) => [t, JOB_TYPE_LABELS[t]] as const) },
  { field: 'level', label: 'Level', allLabel: 'All Levels', options: JOB_LEVELS.map((l) => [l, JOB_LEVEL_LABELS[l]] as const) },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s]] as const) },
] as const;

/** Search plus type, level and status filters, applied on the server. */
export function JobFilters({ value, onChange, views }: FiltersProps<JobFilterValues>) {
  return <FilterBar noun="jobs" values={value} selects={SELECTS} onChange={onChange} views={views} />;
}
