import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { APPLICATION_STATUSES } from '../../account/applications/application-status';
import { APPLICATION_STATUS_MESSAGES } from './job-status';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { ApplicationReviewCard } from './ApplicationReviewCard';
import { AdminJobApplicationsQuery, AdminJobStatsQuery, AdminUpdateApplicationStatusMutation } from './operations';
import { SelectField } from '../../components/form/SelectField';

const PAGE_SIZE = 20;

// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const applicationLists = listCacheUpdates('Application', ['jobApplications'], ['status']);

/** Per job: the applicants with their status, résumé download and the status change with a note. */
export function JobApplicationsPage() {
  const { t, i18n } = useLingui();
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
  const jobTitle = job?.title;
  const statusFilterName = status ? i18n._(APPLICATION_STATUS_MESSAGES[status]) : '';
  const applications = data?.jobApplications;

  const update = async (applicationId: string, next: ApplicationStatus, note: string) => {
    try {
      await changeStatus({ variables: { id: applicationId, status: next, note: note || null } });
    } catch (err) {
      const reason = errorReason(err, i18n);
      throw new Error(t`Failed to update the status: ${reason}`);
    }
    const statusName = i18n._(APPLICATION_STATUS_MESSAGES[next]);
    notice.success(t`Status changed to ${statusName}. The candidate has been e-mailed.`);
  };

  return (
    <>
      <Button component={RouterLink} to="/admin/jobs" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        <Trans>Back to Job Management</Trans>
      </Button>
      <PageHeader
        title={jobTitle ? t`Applications: ${jobTitle}` : t`Applications`}
        subtitle={
          job ? (
            <>
              {job.company} · {job.location} · <Plural value={job.applications} one="# application" other="# applications" />
            </>
          ) : undefined
        }
        actions={
          <SelectField
            size="small"
            label={t`Status`}
            value={status}
            options={APPLICATION_STATUSES}
            labels={(option) => i18n._(APPLICATION_STATUS_MESSAGES[option])}
            allLabel={t`All Status`}
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
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t`Loading applications`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={200} />
            ))}
          </Stack>
        }
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            icon={<PeopleOutlineIcon />}
            message={t`No applications found`}
            hint={status ? t`No applications with the status “${statusFilterName}” for this job.` : t`Applications will show here as candidates apply.`}
          />
        }
      >
        {(list) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <Plural value={list.total} one="# applicant" other="# applicants" />
            </Typography>
            <Stack spacing={2}>
              {list.items.map((application) => (
                <ApplicationReviewCard key={application.id} application={application} onChangeStatus={(next, note) => update(application.id, next, note)} />
              ))}
            </Stack>
            <ListPagination total={list.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
