import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationStatus } from '../../__generated__/graphql';
// eslint-disable-next-line no-restricted-imports -- the chip's only words are the status labels of packages/common, whose catalog every page loads.
import { ApplicationStatusChip } from '../../account/applications/ApplicationStatusChip';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFormat } from '../../components/format/useFormat';
import { ApplyForm } from './ApplyForm';
import { ApplyLoading } from './ApplyPanel';
import { DATE_OPTIONS } from './job-format';
import { MyJobApplicationQuery } from './job-operations';

/**
 * A signed-in candidate's part of the job page: the application form, or the application already
 * sent. A file of its own (ApplyPanel loads it lazily): the server renders the page for guests, so
 * a guest's first load goes without the form's fields and menus.
 */
export function CandidateApply({ jobId, defaultPhone }: { jobId: string; defaultPhone?: string | null }) {
  const { data, error, refetch } = useQuery(MyJobApplicationQuery, { variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const [justApplied, setJustApplied] = useState(false);

  return (
    <QueryBoundary data={data} error={error} onRetry={() => void refetch()} loading={<ApplyLoading />}>
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
