import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuthUser } from '../../app/auth/useAuth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { accountErrorMessage } from '../../account/shared/error-message';
import { ResetTwoFactorMutation } from './operations';

/**
 * An administrator's way out for someone who lost their authenticator: clears their two-factor
 * sign-in (staff set it up again at the next sign-in). Not shown for oneself or to editors.
 */
export function ResetTwoFactorButton({ user }: { user: { id: string; name: string; twoFactorEnabled: boolean } }) {
  const { t, i18n } = useLingui();
  const viewer = useAuthUser();
  const name = user.name;
  const [asking, setAsking] = useState(false);
  const [reset, { loading, error, data }] = useMutation(ResetTwoFactorMutation);
  if (viewer?.role !== 'admin' || viewer.id === user.id) return null;
  if (data) return (
      <Alert severity="success">
        <Trans>Two-factor authentication was reset for {name}.</Trans>
      </Alert>
    );
  if (!user.twoFactorEnabled) return null;
  return (
    <>
      {error && <Alert severity="error">{accountErrorMessage(error, t`Could not reset two-factor authentication.`, i18n)}</Alert>}
      <Button variant="outlined" color="warning" size="small" onClick={() => setAsking(true)}>
        <Trans>Reset 2FA</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Reset two-factor authentication?`}
        message={t`${name} will sign in with the password alone, or set up a new authenticator at the next sign-in if their role requires it.`}
        confirmLabel={t`Reset`}
        destructive
        busy={loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void reset({ variables: { userId: user.id } })
            .catch(() => undefined)
            .finally(() => setAsking(false));
        }}
      />
    </>
  );
}
