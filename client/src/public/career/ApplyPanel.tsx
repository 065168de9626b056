import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Skeleton } from '../../components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { applyLoginLink } from './job-format';

/** Only a signed-in candidate's: loaded when one opens the page (CandidateApply.tsx). */
const CandidateApply = lazy(() => import('./CandidateApply').then((m) => ({ default: m.CandidateApply })));

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
  return (
    <Suspense fallback={<ApplyLoading />}>
      <CandidateApply jobId={job.id} defaultPhone={user.phone} />
    </Suspense>
  );
}

/** The candidate's part while it loads: the shape its own loading state has. */
export function ApplyLoading() {
  const { t } = useLingui();
  return <Skeleton variant="rounded" height={220} role="status" aria-label={t`Loading`} />;
}
