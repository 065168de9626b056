import WorkOffOutlined from '@mui/icons-material/WorkOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import type { JobDepartment } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { JobCard } from './JobCard';
import { JobCardSkeleton } from './JobCardSkeleton';
import { JOB_DEPARTMENT_LABELS } from './job-format';
import { CareerJobsQuery } from './operations';

const SKELETON_COUNT = 3;

/** The open jobs from the server, for one department or all, with the spec's empty-state texts. */
export function OpenPositions({ department }: { department: JobDepartment | null }) {
  const { data, error, refetch } = useQuery(CareerJobsQuery, { variables: { department } });
  const jobs = data?.jobs.items;

  if (error && !jobs) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        We could not load the open positions. Please try again.
      </Alert>
    );
  }
  if (!jobs) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading open positions">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <JobCardSkeleton key={i} />
        ))}
      </Stack>
    );
  }
  if (jobs.length === 0) {
    return (
      <EmptyState
        icon={<WorkOffOutlined />}
        message="No Jobs Available"
        hint={
          department
            ? `No jobs available in ${JOB_DEPARTMENT_LABELS[department]} department.`
            : 'No job openings are currently available. Check back soon!'
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Stack>
  );
}
