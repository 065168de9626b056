import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { FilterBar } from '../../components/FilterBar';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/ListStatus';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../data-transfer/ExportButton';
import { useListPaging } from '../../components/useListPaging';
import { SavedViewsMenu } from '../shared/views/SavedViewsMenu';
import { ActivityEntryRow } from './ActivityEntryRow';
import { ACTION_LABELS, ENTITY_TYPE_LABELS, STATUS_LABELS, labelledOptions } from './activity-labels';
import { EMPTY_ACTIVITY_FILTERS, toActivityExportFilter, toActivityFilter } from './activity-filter';
import type { ActivityFilterValues } from './activity-filter';
import { AdminActivityQuery } from './operations';
import { listStatusOf } from '../../components/list-status';
import { ListRowsSkeleton } from '../../components/LoadingSkeletons';

const PAGE_SIZE = 20;
const selectsIn = (i18n: I18n) =>
  [
    { field: 'entityType', label: i18n._(msg`Record`), allLabel: i18n._(msg`All records`), options: labelledOptions(i18n, ENTITY_TYPE_LABELS), minWidth: 170 },
    { field: 'action', label: i18n._(msg`Action`), allLabel: i18n._(msg`All actions`), options: labelledOptions(i18n, ACTION_LABELS), minWidth: 160 },
    { field: 'status', label: i18n._(msg`Status`), allLabel: i18n._(msg`All statuses`), options: labelledOptions(i18n, STATUS_LABELS), minWidth: 140 },
  ] as const;

/** /admin/activity: every recorded change, newest first, filtered on the server. */
export function ActivityLogPage() {
  const { t, i18n } = useLingui();
  const { filters, changeFilters, search, page, setPage } = useListPaging<ActivityFilterValues>(EMPTY_ACTIVITY_FILTERS);
  const filter = toActivityFilter(filters, search);
  const query = useQuery(AdminActivityQuery, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = query.data?.activity;
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  return (
    <>
      <PageHeader
        title={t`Activity Log`}
        subtitle={t`Who changed what, and when, across users, courses, jobs, applications and content`}
        actions={<ExportButton type="activity" filters={toActivityExportFilter(filter)} />}
      />
      <FilterBar searchPlaceholder={t`Search by actor name...`} searchLabel={t`Search by actor name`} values={filters} selects={selectsIn(i18n)} onChange={(next) => changeFilters({ ...filters, ...next })} views={<SavedViewsMenu list="activity" />} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, mt: -1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label={t`From`} value={filters.from} onChange={(from) => changeFilters({ ...filters, from })} />
          <DateField
            label={t`To`}
            value={filters.to}
            onChange={(to) => changeFilters({ ...filters, to })}
            error={badRange}
            helperText={badRange ? t`To must be on or after From` : undefined}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <ListStatus
          {...listStatusOf(query, list?.items)}
          loading={<ListRowsSkeleton label={t`Loading activity`} count={5} height={64} />}
          emptyMessage={t`No activity found`}
          emptyHint={t`Try other filters or a wider date range.`}
        >
          <Box component="ul" aria-label={t`Activity`} sx={{ m: 0, p: 0 }}>
            {list?.items.map((entry) => <ActivityEntryRow key={entry.id} entry={entry} />)}
          </Box>
        </ListStatus>
      </Paper>
      {list && <ListPagination total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />}
    </>
  );
}

interface DateFieldProps extends Pick<TextFieldProps, 'label' | 'error' | 'helperText'> {
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** One end of the date range: a compact date input whose label stays above it. */
function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <TextField
      type="date"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
