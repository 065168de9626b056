import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '../../account/applications/application-status';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { ApplicationReviewCard } from './ApplicationReviewCard';
import { AdminJobApplicationsQuery, AdminJobStatsQuery, AdminUpdateApplicationStatusMutation } from './operations';
import { SelectField } from '../../components/form/SelectField';

const PAGE_SIZE = 20;

const applicationLists = listCacheUpdates('Application', ['jobApplications'], ['status']);

/** Per job: the applicants with their status, résumé download and the status change with a note. */
export function JobApplicationsPage() {
  const { id = '' } = useParams();
  const notice = useNotice();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(AdminJobApplicationsQuery, {
    variables: { jobId: id, status: status || null, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // The card takes the new status from the answer (merged by id); a page filtered by status is
  // dropped, as the application may leave it; the job stats are server aggregates, fetched again.
  const [changeStatus] = useMutation(AdminUpdateApplicationStatusMutation, {
    refetchQueries: [AdminJobStatsQuery],
    update: applicationLists.edited,
  });

  const job = data?.job;
  const applications = data?.jobApplications;
  const pageCount = applications ? Math.ceil(applications.total / PAGE_SIZE) : 0;

  const update = async (applicationId: string, next: ApplicationStatus, note: string) => {
    try {
      await changeStatus({ variables: { id: applicationId, status: next, note: note || null } });
    } catch (err) {
      throw new Error(`Failed to update the status: ${errorReason(err)}`);
    }
    notice.success(`Status changed to ${APPLICATION_STATUS_LABELS[next]}. The candidate has been e-mailed.`);
  };

  return (
    <>
      <Button component={RouterLink} to="/admin/jobs" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Back to Job Management
      </Button>
      <PageHeader
        title={job ? `Applications: ${job.title}` : 'Applications'}
        subtitle={job ? `${job.company} · ${job.location} · ${job.applications === 1 ? '1 application' : `${job.applications} applications`}` : undefined}
        actions={
          <SelectField
            size="small"
            label="Status"
            value={status}
            options={APPLICATION_STATUSES}
            labels={APPLICATION_STATUS_LABELS}
            allLabel="All Status"
            onValueChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 180 }}
          />
        }
      />

      <QueryBoundary
        data={applications}
        error={error}
        onRetry={() => void refetch()}
        loading={
          <Stack spacing={2} aria-busy="true" aria-label="Loading applications">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={200} />
            ))}
          </Stack>
        }
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            icon={<PeopleOutlineIcon />}
            message="No applications found"
            hint={status ? `No ${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications for this job.` : 'Applications will show here as candidates apply.'}
          />
        }
      >
        {(list) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {list.total === 1 ? '1 applicant' : `${list.total} applicants`}
            </Typography>
            <Stack spacing={2}>
              {list.items.map((application) => (
                <ApplicationReviewCard key={application.id} application={application} onChangeStatus={(next, note) => update(application.id, next, note)} />
              ))}
            </Stack>
            {pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} color="primary" />
              </Box>
            )}
          </>
        )}
      </QueryBoundary>
    </>
  );
}
