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
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationStatus } from '../../__generated__/graphql';
// eslint-disable-next-line no-restricted-imports -- the chip's only words are the status labels of packages/common, whose catalog every page loads.
import { ApplicationStatusChip } from '../../account/applications/ApplicationStatusChip';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFormat } from '../../components/format/useFormat';
import { ApplyForm } from './ApplyForm';
import { DATE_OPTIONS, applyLoginLink } from './job-format';
import { MyJobApplicationQuery } from './job-operations';

export interface ApplyPanelProps {
  job: { id: string; title: string; isActive: boolean };
}

/**
 * Who sees what: guests are sent to sign in as candidates and come back; candidates apply once and
 * then see "Applied" with the current status; other accounts are told why they cannot apply.
 */
export function ApplyPanel({ job }: ApplyPanelProps) {
  const user = useAuthUser();
  if (!job.isActive) {
    return (
      <Alert severity="info">
        <Trans>This position is not accepting applications.</Trans>
      </Alert>
    );
  }
  if (!user) {
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">
          <Trans>Sign in with your candidate account to apply for this position.</Trans>
        </Typography>
        <Button component={RouterLink} to={applyLoginLink(job.id)} variant="contained" size="large" startIcon={<LoginOutlined />}>
          <Trans>Sign in to apply</Trans>
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          <Trans>
            New here? <Link component={RouterLink} to={applyLoginLink(job.id, 'register')}>Create a candidate account</Link>
          </Trans>
        </Typography>
      </Stack>
    );
  }
  if (isStaffRole(user.role)) {
    return (
      <Alert severity="info">
        <Trans>
          You are signed in as an administrator.{' '}
          <Link component={RouterLink} to={`/admin/jobs/${job.id}/applications`}>
            See the applications for this job
          </Link>
          .
        </Trans>
      </Alert>
    );
  }
  if (user.role !== 'applicant') {
    return (
      // The one other role is a student's.
      <Alert severity="info">
        <Trans>
          Job applications need a candidate account. You are signed in as a student; sign out and sign in or register as a
          candidate to apply.
        </Trans>
      </Alert>
    );
  }
  return <CandidateApply jobId={job.id} defaultPhone={user.phone} />;
}

function CandidateApply({ jobId, defaultPhone }: { jobId: string; defaultPhone?: string | null }) {
  const { data, error, refetch } = useQuery(MyJobApplicationQuery, { variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const [justApplied, setJustApplied] = useState(false);
  const { t } = useLingui();

  return (
    <QueryBoundary data={data} error={error} onRetry={() => void refetch()} loading={<Skeleton variant="rounded" height={220} role="status" aria-label={t`Loading`} />}>
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
  const format = useFormat();
  // The day in the visitor's own zone (the browser's).
  const appliedOn = format.dateTime(DATE_OPTIONS).format(new Date(application.createdAt));
  return (
    <Stack spacing={1.5}>
      {justApplied && (
        <Alert severity="success" icon={<CheckCircleOutline />}>
          <Trans>Application submitted! We have e-mailed you a confirmation.</Trans>
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <CheckCircleOutline color="success" aria-hidden /> <Trans comment="The candidate has applied for this job.">Applied</Trans>
        </Typography>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <Trans>You applied on {appliedOn}. Follow your application on your dashboard.</Trans>
      </Typography>
      <Box>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          <Trans>Go to my applications</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
