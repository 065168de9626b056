import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationStatus } from '../../__generated__/graphql';
// eslint-disable-next-line no-restricted-imports -- the chip's only words are the status labels of packages/common, whose catalog every page loads.
import { ApplicationStatusChip } from '../../account/applications/ApplicationStatusChip';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ApplyForm } from './ApplyForm';
import { applyLoginLink, formatDate } from './job-format';
import { MyJobApplicationQuery } from './operations';

export interface ApplyPanelProps {
  job: { id: string; title: string; isActive: boolean };
}

/**
 * Who sees what: guests are sent to sign in as candidates and come back; candidates apply once and
 * then see "Applied" with the current status; other accounts are told why they cannot apply.
 */
export function ApplyPanel({ job }: ApplyPanelProps) {
  const user = useAuthUser();
  if (!job.isActive) return <Alert severity="info">This position is not accepting applications.</Alert>;
  if (!user) {
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">Sign in with your candidate account to apply for this position.</Typography>
        <Button component={RouterLink} to={applyLoginLink(job.id)} variant="contained" size="large" startIcon={<LoginOutlined />}>
          Sign in to apply
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New here?{' '}
          <Link component={RouterLink} to={applyLoginLink(job.id, 'register')}>
            Create a candidate account
          </Link>
        </Typography>
      </Stack>
    );
  }
  if (isStaffRole(user.role)) {
    return (
      <Alert severity="info">
        You are signed in as an administrator.{' '}
        <Link component={RouterLink} to={`/admin/jobs/${job.id}/applications`}>
          See the applications for this job
        </Link>
        .
      </Alert>
    );
  }
  if (user.role !== 'applicant') {
    return (
      <Alert severity="info">
        Job applications need a candidate account. You are signed in as a {user.role}; sign out and sign in or register as a
        candidate to apply.
      </Alert>
    );
  }
  return <CandidateApply jobId={job.id} defaultPhone={user.phone} />;
}

function CandidateApply({ jobId, defaultPhone }: { jobId: string; defaultPhone?: string | null }) {
  const { data, error, refetch } = useQuery(MyJobApplicationQuery, { variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const [justApplied, setJustApplied] = useState(false);

  return (
    <QueryBoundary data={data} error={error} onRetry={() => void refetch()} loading={<Skeleton variant="rounded" height={220} aria-label="Loading" />}>
      {({ myApplication }) =>
        myApplication ? (
          <AppliedNotice application={myApplication} justApplied={justApplied} />
        ) : (
          <ApplyForm
            jobId={jobId}
            defaultPhone={defaultPhone}
            onApplied={() => {
              setJustApplied(true);
              void refetch();
            }}
          />
        )
      }
    </QueryBoundary>
  );
}

/** What a candidate sees once they have applied: the status and the way to their dashboard. */
function AppliedNotice({ application, justApplied }: { application: { status: ApplicationStatus; createdAt: string }; justApplied: boolean }) {
  return (
    <Stack spacing={1.5}>
      {justApplied && (
        <Alert severity="success" icon={<CheckCircleOutline />}>
          Application submitted! We have e-mailed you a confirmation.
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <CheckCircleOutline color="success" aria-hidden /> Applied
        </Typography>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        You applied on {formatDate(application.createdAt)}. Follow your application on your dashboard.
      </Typography>
      <Box>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Go to my applications
        </Button>
      </Box>
    </Stack>
  );
}
