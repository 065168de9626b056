import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { newPasswordError, PASSWORD_PROBLEM_MESSAGES } from '../password-rules';
import { AuthCard } from '../shared/AuthCard';
import { ErrorBox } from '../shared/ErrorBox';
import { editing } from '../shared/editing';
import { PasswordField } from '../shared/PasswordField';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter';
import { accountErrorMessage } from '../shared/error-message';
import { ResetPasswordPageMutation } from './operations';

export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordPageMutation);

  if (!token) {
    return (
      <AuthCard title={t`Reset your password`}>
        <Alert severity="error" sx={{ mb: 3 }}>
          <Trans>This password reset link is invalid or incomplete. Please request a new one.</Trans>
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth size="large">
          <Trans>Request a new link</Trans>
        </Button>
      </AuthCard>
    );
  }

  if (doneMessage !== null) {
    return (
      <AuthCard title={t`Password updated`}>
        <Alert severity="success" sx={{ mb: 3 }}>
          {doneMessage}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          <Trans>Go to Login</Trans>
        </Button>
      </AuthCard>
    );
  }

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordError(password, confirmPassword);
    if (problem) {
      setError(i18n._(PASSWORD_PROBLEM_MESSAGES[problem]));
      return;
    }
    setError(null);
    try {
      const { data } = await resetPassword({ variables: { token, newPassword: password } });
      setDoneMessage(data?.resetPassword.message ?? t`Your password has been reset. You can now sign in.`);
    } catch (failure) {
      setError(accountErrorMessage(failure, t`Failed to reset password`, i18n));
    }
  };

  const clearError = () => setError(null);

  return (
    <AuthCard title={t`Choose a new password`} subtitle={t`Use at least 8 characters. A mix of letters, digits and symbols is strongest.`}>
      <ErrorBox message={error} />
      <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
        <Stack spacing={2.5}>
          <Box>
            <PasswordField
              label={t`New Password`}
              name="newPassword"
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={editing(setPassword, clearError)}
            />
            <PasswordStrengthMeter password={password} />
          </Box>
          <PasswordField
            label={t`Confirm New Password`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={editing(setConfirmPassword, clearError)}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {loading ? t`Saving...` : t`Reset Password`}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
