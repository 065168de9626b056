import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../shared/AuthCard';
import { ErrorBox } from '../shared/ErrorBox';
import { editing } from '../shared/editing';
import { accountErrorMessage } from '../shared/error-message';
import { ForgotPasswordPageMutation } from './operations';
import { EmailField } from '../../components/form/EmailField';

export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clearError = () => setError(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sendResetLink, { loading }] = useMutation(ForgotPasswordPageMutation);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await sendResetLink({ variables: { email: email.trim() } });
      setSentMessage(data?.forgotPassword.message ?? null);
    } catch (failure) {
      setError(accountErrorMessage(failure, t`Failed to send reset email`, i18n));
    }
  };

  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}
      footer={
        <Typography color="text.secondary">
          <Trans>
            Remembered it?{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              Back to sign in
            </Link>
          </Trans>
        </Typography>
      }
    >
      {sentMessage !== null ? (
        <Alert severity="success">{sentMessage}</Alert>
      ) : (
        <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
          <ErrorBox message={error} />
          <EmailField
            label={t`Email Address`}
            autoFocus
            value={email}
            onChange={editing(setEmail, clearError)}
            sx={{ mb: 3 }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {loading ? t`Sending...` : t`Send Reset Link`}
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
