import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type { SessionUser } from '../../app/auth/session';
import { useAuthActions } from '../../app/auth/useAuth';
import { ErrorBox } from '../shared/ErrorBox';
import { accountErrorMessage } from '../shared/error-message';
import { CodeField } from '../two-factor/CodeField';
import { RecoveryCodes } from '../two-factor/RecoveryCodes';
import { TwoFactorSetup } from '../two-factor/TwoFactorSetup';
import { TwoFactorDisableMutation } from '../two-factor/operations';

type Mode = 'idle' | 'setting-up' | 'codes' | 'turning-off';

/** The profile's two-factor section: turn it on (QR code, code, recovery codes) or off with a code. */
export function TwoFactorCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const { updateProfile } = useAuthActions();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disable, { loading }] = useMutation(TwoFactorDisableMutation);
  const staff = user.role === 'admin' || user.role === 'editor';

  if (mode === 'setting-up') {
    return (
      <TwoFactorSetup
        onCancel={() => setMode('idle')}
        onEnabled={(result) => {
          setCodes(result.recoveryCodes);
          updateProfile({ twoFactorEnabled: true });
          setMode('codes');
        }}
      />
    );
  }
  if (mode === 'codes') return <RecoveryCodes codes={codes} onDone={() => setMode('idle')} doneLabel={t`Done`} />;

  const turnOff = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await disable({ variables: { code: code.trim() } });
      updateProfile({ twoFactorEnabled: false });
      setCode('');
      setMode('idle');
    } catch (failure) {
      setError(accountErrorMessage(failure, t`Could not turn off two-factor authentication. Please try again.`, i18n));
    }
  };

  if (mode === 'turning-off') {
    return (
      <Box component="form" onSubmit={(event) => void turnOff(event)}>
        <ErrorBox message={error} />
        <CodeField value={code} onChange={setCode} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" color="error" disabled={loading}>
            <Trans>Turn off</Trans>
          </Button>
          <Button onClick={() => setMode('idle')} disabled={loading}>
            <Trans>Cancel</Trans>
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {user.twoFactorEnabled ? (
        <Alert severity="success">
          <Trans>Two-factor authentication is on: signing in asks for a code from your authenticator app.</Trans>
        </Alert>
      ) : (
        <Typography variant="body2">
          <Trans>Two-factor authentication is off.</Trans>
        </Typography>
      )}
      {!user.twoFactorEnabled && (
        <Button variant="contained" onClick={() => setMode('setting-up')}>
          <Trans>Turn on two-factor authentication</Trans>
        </Button>
      )}
      {user.twoFactorEnabled && !staff && (
        <Button variant="outlined" color="error" onClick={() => setMode('turning-off')}>
          <Trans>Turn off two-factor authentication</Trans>
        </Button>
      )}
      {user.twoFactorEnabled && staff && (
        <Typography variant="body2" color="text.secondary">
          <Trans>
            Administrator and editor accounts keep it on while the system settings require it. Lost your device? Another
            administrator can reset it.
          </Trans>
        </Typography>
      )}
    </Stack>
  );
}
