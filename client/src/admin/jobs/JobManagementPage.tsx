import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminJobCard_JobFragment, JobInput } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { ListStatus } from '../../components/ListStatus';
import { PageHeader } from '../../components/PageHeader';
import { errorReason } from '../../components/form/graphql-errors';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { JOB_LEVELS, JOB_STATUSES, JOB_TYPES } from '../../public/career/job-format';
import { AdminJobCard } from './AdminJobCard';
import { JobDialog } from './JobDialog';
import type { JobDialogMode } from './JobDialog';
import { JobFilters } from './JobFilters';
import type { JobFilterValues } from './JobFilters';
import { JobStatCards } from './JobStatCards';
import { AdminJobStatsQuery, AdminJobsQuery } from './operations';
import { useJobActions } from './useJobActions';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 4; // spec section 9: job and service cards 4

type Job = AdminJobCard_JobFragment;

interface DialogState {
  /** A new key per opening gives the dialog a fresh form. */
  key: number;
  open: boolean;
  mode: JobDialogMode;
  job: Job | null;
}

const pick = <T extends string>(options: readonly T[], value: string): T | null => options.find((o) => o === value) ?? null;

/** Spec section 2, Job Management (/admin/jobs). */
export function JobManagementPage() {
  const [filters, setFilters] = useState<JobFilterValues>({ search: '', type: '', level: '', status: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const [dialog, setDialog] = useState<DialogState>({ key: 0, open: false, mode: 'create', job: null });
  const [pendingDelete, setPendingDelete] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = useJobActions();

  const list = useQuery(AdminJobsQuery, {
    variables: {
      filter: {
        search: search || null,
        type: pick(JOB_TYPES, filters.type),
        level: pick(JOB_LEVELS, filters.level),
        status: pick(JOB_STATUSES, filters.status),
      },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const stats = useQuery(AdminJobStatsQuery);

  const changeFilters = (next: JobFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const openDialog = (mode: JobDialogMode, job: Job | null) => setDialog((current) => ({ key: current.key + 1, open: true, mode, job }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const submit = async (input: JobInput) => {
    if (dialog.job) await actions.update(dialog.job.id, input);
    else await actions.create(input);
    closeDialog();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const deleted = await actions.remove(pendingDelete.id);
    setDeleting(false);
    setPendingDelete(null);
    // Deleting the only card of a later page would leave an empty page behind.
    if (deleted && list.data?.jobs.items.length === 1 && page > 1) setPage(page - 1);
  };

  const jobs = list.data?.jobs;
  const pageCount = jobs ? Math.ceil(jobs.total / PAGE_SIZE) : 0;
  const filtered = Boolean(search || filters.type || filters.level || filters.status);

  return (
    <>
      <PageHeader
        title="Job Management"
        subtitle="Post jobs, track applications and manage your hiring pipeline"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog('create', null)}>
            Post Job
          </Button>
        }
      />

      <Box component="section" aria-label="Job statistics" sx={{ mb: 3 }}>
        {stats.data ? (
          <JobStatCards stats={stats.data.jobStats} />
        ) : stats.error ? (
          <Alert severity="error">{errorReason(stats.error)}</Alert>
        ) : (
          <StatCardsSkeleton count={4} />
        )}
      </Box>

      <JobFilters value={filters} onChange={changeFilters} />

      <Box component="section" aria-label="Jobs">
        <ListStatus
          items={jobs?.items}
          error={list.error}
          onRetry={() => void list.refetch()}
          skeletons={SKELETON_CARDS}
          emptyMessage="No jobs found"
          emptyHint={filtered ? 'Try a different search or filter.' : 'Post your first job to show it here.'}
        >
          {jobs && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {jobs.total === 1 ? '1 job' : `${jobs.total} jobs`}
              </Typography>
              <Grid container spacing={2}>
                {jobs.items.map((job) => (
                  <Grid key={job.id} size={{ xs: 12, md: 6, xl: 4 }}>
                    <AdminJobCard
                      job={job}
                      onView={() => openDialog('view', job)}
                      onEdit={() => openDialog('edit', job)}
                      onDelete={() => setPendingDelete(job)}
                    />
                  </Grid>
                ))}
              </Grid>
              {pageCount > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                  <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} color="primary" />
                </Box>
              )}
            </>
          )}
        </ListStatus>
      </Box>

      <JobDialog key={dialog.key} open={dialog.open} mode={dialog.mode} job={dialog.job} onClose={closeDialog} onSubmit={submit} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Job"
        message="Are you sure you want to delete this job posting?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
