import ArrowForward from '@mui/icons-material/ArrowForward';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyApplicationCard_ApplicationFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { errorReason } from '../../components/form/graphql-errors';
import { MyApplicationCard } from './MyApplicationCard';
import { MyApplicationsQuery, WithdrawApplicationMutation } from './operations';

type Application = MyApplicationCard_ApplicationFragment;

/** The candidate's "My applications": each with its status tracker, history and Withdraw. */
export function MyApplications() {
  // The hiring team moves applications while the candidate is away: always ask the server again.
  const { data, error, refetch } = useQuery(MyApplicationsQuery, { fetchPolicy: 'cache-and-network' });
  const [withdraw] = useMutation(WithdrawApplicationMutation);
  const [pending, setPending] = useState<Application | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const applications = data?.myApplications.items;

  const confirmWithdraw = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await withdraw({ variables: { id: pending.id } });
      setMessage({ severity: 'success', text: 'Your application has been withdrawn.' });
    } catch (err) {
      setMessage({ severity: 'error', text: `Failed to withdraw the application: ${errorReason(err)}` });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="my-applications-title" sx={{ mt: 6 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="my-applications-title" variant="h5" component="h2">
          My applications
        </Typography>
        <Button component={RouterLink} to="/career" endIcon={<ArrowForward />}>
          Browse open positions
        </Button>
      </Stack>

      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}

      {error && !applications ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorReason(error)}
        </Alert>
      ) : !applications ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading applications">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Stack>
      ) : applications.length === 0 ? (
        <EmptyState
          icon={<WorkOutlineOutlined />}
          message="You have not applied for any jobs yet"
          hint="Your applications and their progress will show here."
        />
      ) : (
        <Stack spacing={2}>
          {applications.map((application) => (
            <MyApplicationCard key={application.id} application={application} onWithdraw={() => setPending(application)} />
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Withdraw application"
        message={`Are you sure you want to withdraw your application for ${pending?.job?.title ?? 'this job'}? You cannot apply for this job again.`}
        confirmLabel="Withdraw"
        destructive
        busy={busy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
