import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { newPasswordError } from '../password-rules';
import { AuthCard } from '../shared/AuthCard';
import { ErrorBox } from '../shared/ErrorBox';
import { editing } from '../shared/editing';
import { PasswordField } from '../shared/PasswordField';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter';
import { accountErrorMessage } from '../shared/error-message';
import { ResetPasswordPageMutation } from './operations';

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordPageMutation);

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert severity="error" sx={{ mb: 3 }}>
          This password reset link is invalid or incomplete. Please request a new one.
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth size="large">
          Request a new link
        </Button>
      </AuthCard>
    );
  }

  if (doneMessage !== null) {
    return (
      <AuthCard title="Password updated">
        <Alert severity="success" sx={{ mb: 3 }}>
          {doneMessage}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordError(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const { data } = await resetPassword({ variables: { token, newPassword: password } });
      setDoneMessage(data?.resetPassword.message ?? 'Your password has been reset. You can now sign in.');
    } catch (failure) {
      setError(accountErrorMessage(failure, 'Failed to reset password'));
    }
  };

  const clearError = () => setError(null);

  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 8 characters. A mix of letters, digits and symbols is strongest.">
      <ErrorBox message={error} />
      <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
        <Stack spacing={2.5}>
          <Box>
            <PasswordField
              label="New Password"
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
            label="Confirm New Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={editing(setConfirmPassword, clearError)}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {loading ? 'Saving...' : 'Reset Password'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
