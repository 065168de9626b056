import { useLingui } from '@lingui/react/macro';
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

export function MessageFilters({ value, onChange, views }: FiltersProps<MessageFilterValues>) {
  const { t, i18n } = useLingui();
  const selects = [
    { field: 'status', label: t`Status`, allLabel: t`All Status`, options: MESSAGE_STATUSES.map((s) => [s, i18n._(STATUS_LABELS[s])] as const) },
    { field: 'priority', label: t`Priority`, allLabel: t`All Priorities`, options: MESSAGE_PRIORITIES.map((p) => [p, i18n._(PRIORITY_LABELS[p])] as const) },
  ] as const;
  return (
    <FilterBar
      searchPlaceholder={t`Search messages...`}
      searchLabel={t`Search messages`}
      values={value}
      selects={selects}
      views={views}
      onChange={(next) => onChange({ search: next.search, status: parseStatus(next.status), priority: parsePriority(next.priority) })}
    />
  );
}
