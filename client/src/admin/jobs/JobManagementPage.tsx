import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminJobCard_JobFragment } from '../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { ManagementActions } from '../data-transfer/ManagementActions';
import { PagedCardGrid } from '../../components/PagedCardGrid';
import { StatsSection } from '../../components/StatsSection';
import { JOB_LEVELS, JOB_STATUSES, JOB_TYPES } from '../../public/career/job-format';
import { AdminJobCard } from './AdminJobCard';
import { JobDialog } from './JobDialog';
import type { JobDialogMode } from './JobDialog';
import { JobFilters } from './JobFilters';
import type { JobFilterValues } from './JobFilters';
import { JobStatCards } from './JobStatCards';
import { AdminJobStatsQuery, AdminJobsQuery } from './operations';
import { useJobActions } from './useJobActions';
import { useCardManagement } from '../shared/useCardManagement';
import { useOpenAddFromUrl } from '../../components/useOpenAddFromUrl';
import { SelectableItem } from '../shared/bulk/SelectableItem';
import { useBulkSelection } from '../shared/bulk/useBulkSelection';
import { JobBulkBar } from './JobBulkBar';
import { SavedViewsMenu } from '../shared/views/SavedViewsMenu';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 4; // spec section 9: job and service cards 4

type Job = AdminJobCard_JobFragment;

const pick = <T extends string>(options: readonly T[], value: string): T | null => options.find((o) => o === value) ?? null;
/** The values the address may give each filter (?type=contract&status=paused&page=2). */
const FILTER_OPTIONS = { type: JOB_TYPES, level: JOB_LEVELS, status: JOB_STATUSES };

/** Spec section 2, Job Management (/admin/jobs). */
export function JobManagementPage() {
  const { t } = useLingui();
  const { filters, changeFilters, search, filtered, pageInput, dialog, openDialog, dialogProps, askDelete, gridProps, deleteProps } =
    useCardManagement<JobFilterValues, Job>({ search: '', type: '', level: '', status: '' }, PAGE_SIZE, FILTER_OPTIONS);
  const [dialogMode, setDialogMode] = useState<JobDialogMode>('create');
  const actions = useJobActions();

  // One filter for the list and its export, so the export holds what the list shows.
  const filter = {
    search: search || null,
    type: pick(JOB_TYPES, filters.type),
    level: pick(JOB_LEVELS, filters.level),
    status: pick(JOB_STATUSES, filters.status),
  };
  const list = useQuery(AdminJobsQuery, { variables: { filter, page: pageInput } });
  const stats = useQuery(AdminJobStatsQuery);
  const selection = useBulkSelection(JSON.stringify(filter));
  const jobs = list.data?.jobs;

  const openJob = (mode: JobDialogMode, job: Job | null) => {
    setDialogMode(mode);
    openDialog(job);
  };
  useOpenAddFromUrl(() => openJob('create', null));


  return (
    <>
      <PageHeader
        title={t`Job Management`}
        subtitle={t`Post jobs, track applications and manage your hiring pipeline`}
        actions={
          <ManagementActions
            type="jobs"
            filters={{ search: filter.search, jobType: filter.type, level: filter.level, status: filter.status }}
            importTitle={t`Import Jobs`}
            addLabel={t`Post Job`}
            onAdd={() => openJob('create', null)}
          />
        }
      />

      <StatsSection label={t`Job statistics`} data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <JobStatCards stats={data.jobStats} />}
      </StatsSection>

      <JobFilters value={filters} onChange={changeFilters} views={<SavedViewsMenu list="jobs" />} />
      <JobBulkBar selection={selection} pageIds={jobs?.items.map((j) => j.id) ?? []} total={jobs?.total ?? 0} filter={filter} />

      <PagedCardGrid
        label={t`Jobs`}
        {...gridProps(list, list.data?.jobs)}
        skeletons={SKELETON_CARDS}
        emptyMessage={t`No jobs found`}
        emptyHint={filtered ? t`Try a different search or filter.` : t`Post your first job to show it here.`}
        count={(total) => <Plural value={total} one="# job" other="# jobs" />}
        renderCard={(job) => (
          <SelectableItem name={job.title} selected={selection.isSelected(job.id)} onToggle={() => selection.toggle(job.id)}>
            <AdminJobCard
              job={job}
              onView={() => openJob('view', job)}
              onEdit={() => openJob('edit', job)}
              onDelete={() => askDelete(job)}
            />
          </SelectableItem>
        )}
      />

      <JobDialog key={dialog.key} mode={dialogMode} job={dialog.item} {...dialogProps(actions)} />
      <DeleteConfirmDialog title={t`Delete Job`} message={t`Are you sure you want to delete this job posting?`} {...deleteProps(actions.remove, list.data?.jobs)} />
    </>
  );
}
