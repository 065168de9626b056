import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
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
      setMessage({ severity: 'success', text: t`Your application has been withdrawn.` });
    } catch (err) {
      const reason = errorReason(err, i18n);
      setMessage({ severity: 'error', text: t`Failed to withdraw the application: ${reason}` });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const jobTitle = pending?.job?.title;
  const withdrawQuestion = jobTitle
    ? t`Are you sure you want to withdraw your application for ${jobTitle}? You cannot apply for this job again.`
    : t`Are you sure you want to withdraw your application for this job? You cannot apply for this job again.`;

  return (
    <AccountSection id="my-applications-title" title={t`My applications`} browseTo="/career" browseLabel={t`Browse open positions`}>
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}

      <ListStatus
        {...listStatusOf(query, applications)}
        loading={<StackedCardsSkeleton label={t`Loading applications`} height={180} />}
        emptyIcon={<WorkOutlineOutlined />}
        emptyMessage={t`You have not applied for any jobs yet`}
        emptyHint={t`Your applications and their progress will show here.`}
      >
        <Stack spacing={2}>
          {applications?.map((application) => (
            <MyApplicationCard key={application.id} application={application} onWithdraw={() => setPending(application)} />
          ))}
        </Stack>
      </ListStatus>

      <ConfirmDialog
        open={pending !== null}
        title={t`Withdraw application`}
        message={withdrawQuestion}
        confirmLabel={t`Withdraw`}
        destructive
        busy={busy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setPending(null)}
      />
    </AccountSection>
  );
}
