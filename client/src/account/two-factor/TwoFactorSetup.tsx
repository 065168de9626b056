import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { TwoFactorConfirmMutation as Confirmed } from '../../__generated__/graphql';
import { ErrorBox } from '../shared/ErrorBox';
import { accountErrorMessage } from '../shared/error-message';
import { CodeField } from './CodeField';
import { TwoFactorConfirmMutation, TwoFactorSetupMutation } from './operations';
import { clearingError } from '../shared/editing';

export type TwoFactorEnabledResult = Confirmed['confirmTwoFactorSetup'];

interface TwoFactorSetupProps {
  /** The sign-in ticket when set up during sign-in; none on the profile (the signed-in user). */
  ticket?: string;
  onEnabled: (result: TwoFactorEnabledResult) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** Scan the QR code (or type the key), confirm with a code: two-factor sign-in is on. */
export function TwoFactorSetup({ ticket, onEnabled, onCancel, cancelLabel }: TwoFactorSetupProps) {
  const { t, i18n } = useLingui();
  const cancel = cancelLabel ?? t`Cancel`;
  const [start, started] = useMutation(TwoFactorSetupMutation);
  const [confirm] = useMutation(TwoFactorConfirmMutation);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A fresh secret each time the set-up opens (it stays pending on the server until confirmed).
  useEffect(() => {
    void start({ variables: { ticket: ticket ?? null } }).catch(() => undefined);
  }, [start, ticket]);

  const setup = started.data?.startTwoFactorSetup;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const { data } = await confirm({ variables: { input: { ticket: ticket ?? null, code: code.trim() } } });
      if (!data) throw new Error('confirmTwoFactorSetup answered no data');
      onEnabled(data.confirmTwoFactorSetup);
    } catch (failure) {
      setError(accountErrorMessage(failure, t`Could not turn on two-factor authentication. Please try again.`, i18n));
      setSubmitting(false);
    }
  };

  if (started.error) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{accountErrorMessage(started.error, t`Could not start the set-up. Please try again.`, i18n)}</Alert>
        {onCancel && <Button onClick={onCancel}>{cancel}</Button>}
      </Stack>
    );
  }

  return (
    <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Trans>
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and
          others).
        </Trans>
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        {setup ? (
          <Box component="img" src={setup.qrCode} alt={t`QR code for your authenticator app`} sx={{ width: 200, height: 200, bgcolor: 'common.white', borderRadius: 1 }} />
        ) : (
          <Skeleton variant="rectangular" width={200} height={200} aria-label={t`Loading the QR code`} />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Trans>Can&apos;t scan it? Enter this setup key in the app instead:</Trans>
      </Typography>
      <Typography
        component="code"
        aria-label={t`Setup key`}
        data-testid="two-factor-secret"
        sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.1em', wordBreak: 'break-all', my: 1, minHeight: '1.5em' }}
      >
        {setup?.secret.replace(/(.{4})/g, '$1 ').trim() ?? ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, mb: 2 }}>
        <Trans>2. Enter the 6-digit code the app shows.</Trans>
      </Typography>
      <ErrorBox message={error} />
      <CodeField
        autoFocus={false}
        value={code}
        onChange={clearingError(setCode, () => setError(null))}
      />
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || !setup}>
          {submitting ? t`Verifying...` : t`Turn on two-factor authentication`}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={submitting}>
            {cancel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
