import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';
import { FilterBar, type FiltersProps } from '../../../components/FilterBar';
import {
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PRIORITY_LABELS,
  STATUS_LABELS,
  parsePriority,
  parseStatus,
} from './message-labels';

export interface MessageFilterValues {
  search: string;
  /** '' means every status. */
  status: ContactMessageStatus | '';
  /** '' means every priority. */
  priority: ContactMessagePriority | '';
}

const SELECTS = [
  { field: 'status', label: 'Status', allLabel: 'All Status', options: MESSAGE_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const) },
  { field: 'priority', label: 'Priority', allLabel: 'All Priorities', options: MESSAGE_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]] as const) },
] as const;

export function MessageFilters({ value, onChange, views }: FiltersProps<MessageFilterValues>) {
  return (
    <FilterBar
      noun="messages"
      values={value}
      selects={SELECTS}
      views={views}
      onChange={(next) => onChange({ search: next.search, status: parseStatus(next.status), priority: parsePriority(next.priority) })}
    />
  );
}
