import WorkOffOutlined from '@mui/icons-material/WorkOffOutlined';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { JobDepartment } from '../../__generated__/graphql';
import { ListStatus } from '../../components/ListStatus';
import { JobCard } from './JobCard';
import { JobCardSkeleton } from './JobCardSkeleton';
import { JOB_DEPARTMENT_MESSAGES } from './job-format';
import { CareerJobsQuery } from './operations';

const SKELETON_COUNT = 3;

/** The open jobs from the server, for one department or all, with the spec's empty-state texts. */
export function OpenPositions({ department }: { department: JobDepartment | null }) {
  const { data, error, refetch } = useQuery(CareerJobsQuery, { variables: { department } });
  const { t, i18n } = useLingui();
  const jobs = data?.jobs.items;
  const departmentName = department ? i18n._(JOB_DEPARTMENT_MESSAGES[department]) : null;

  return (
    <ListStatus
      items={jobs}
      error={error}
      onRetry={() => void refetch()}
      errorMessage={t`We could not load the open positions. Please try again.`}
      loading={
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t`Loading open positions`}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <JobCardSkeleton key={i} />
          ))}
        </Stack>
      }
      emptyIcon={<WorkOffOutlined />}
      emptyMessage={t`No Jobs Available`}
      emptyHint={
        departmentName
          ? t`No jobs available in ${departmentName} department.`
          : t`No job openings are currently available. Check back soon!`
      }
    >
      <Stack spacing={2}>
        {jobs?.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </Stack>
    </ListStatus>
  );
}
