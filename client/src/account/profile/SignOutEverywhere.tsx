import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuthActions } from '../../app/auth/useAuth';
import { accountErrorMessage } from '../shared/error-message';
import { SignOutEverywhereMutation } from './operations';

/** Ends every session of the user on the server (a lost phone, a shared computer), then this one. */
export function SignOutEverywhere() {
  const { t, i18n } = useLingui();
  const { logout } = useAuthActions();
  const [signOut, { loading, error }] = useMutation(SignOutEverywhereMutation);
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {accountErrorMessage(error, t`Could not sign out your devices. Please try again.`, i18n)}
        </Alert>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutIcon />}
        disabled={loading}
        onClick={() => void signOut().then(logout, () => undefined)}
      >
        <Trans>Sign out of all devices</Trans>
      </Button>
    </>
  );
}
