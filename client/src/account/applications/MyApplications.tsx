import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MyApplicationCard_ApplicationFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListStatus } from '../../components/ListStatus';
import { errorReason } from '../../components/form/graphql-errors';
import { StackedCardsSkeleton } from '../../components/LoadingSkeletons';
import { AccountSection } from '../AccountSection';
import { MyApplicationCard } from './MyApplicationCard';
import { MyApplicationsQuery, WithdrawApplicationMutation } from './operations';
import { listStatusOf } from '../../components/list-status';

type Application = MyApplicationCard_ApplicationFragment;

/** The candidate's "My applications": each with its status tracker, history and Withdraw. */
export function MyApplications() {
  // The hiring team moves applications while the candidate is away: always ask the server again.
  const query = useQuery(MyApplicationsQuery, { fetchPolicy: 'cache-and-network' });
  const [withdraw] = useMutation(WithdrawApplicationMutation);
  const [pending, setPending] = useState<Application | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const applications = query.data?.myApplications.items;

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
    <AccountSection id="my-applications-title" title="My applications" browseTo="/career" browseLabel="Browse open positions">
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}

      <ListStatus
        {...listStatusOf(query, applications)}
        loading={<StackedCardsSkeleton label="Loading applications" height={180} />}
        emptyIcon={<WorkOutlineOutlined />}
        emptyMessage="You have not applied for any jobs yet"
        emptyHint="Your applications and their progress will show here."
      >
        <Stack spacing={2}>
          {applications?.map((application) => (
            <MyApplicationCard key={application.id} application={application} onWithdraw={() => setPending(application)} />
          ))}
        </Stack>
      </ListStatus>

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
    </AccountSection>
  );
}
