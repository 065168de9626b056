import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { postLoginPath } from '../../app/auth/redirects';
import { useAuthActions } from '../../app/auth/useAuth';
import { parseAccountRole } from '../roles';
import type { AccountRole } from '../roles';
import { AuthCard } from '../shared/AuthCard';
import { ErrorBox } from '../shared/ErrorBox';
import { clearingError, editing } from '../shared/editing';
import { PasswordField } from '../shared/PasswordField';
import { accountErrorMessage } from '../shared/error-message';
import { RecoveryCodes } from '../two-factor/RecoveryCodes';
import { TwoFactorCodeStep } from '../two-factor/TwoFactorCodeStep';
import { TwoFactorSetup, type TwoFactorEnabledResult } from '../two-factor/TwoFactorSetup';
import type { LoginOutcome } from '../../app/auth/auth-context';
import { RoleChoice } from './RoleChoice';
import { EmailField } from '../../components/form/EmailField';
import { AuthSwitchLink } from '../shared/AuthSwitchLink';

type Challenge = NonNullable<LoginOutcome['twoFactor']>;

export function LoginPage() {
  const { t, i18n } = useLingui();
  const loginError = (failure: unknown) => accountErrorMessage(failure, t`Login failed. Please try again.`, i18n);
  const { login, verifyTwoFactor, acceptSession } = useAuthActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [role, setRole] = useState<AccountRole>(parseAccountRole(search.get('role')) ?? 'student');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clearError = () => setError(null);
  const [submitting, setSubmitting] = useState(false);
  // After a correct password: the second step due, then (set-up only) the recovery codes to save.
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [enabled, setEnabled] = useState<TwoFactorEnabledResult | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const outcome = await login(email.trim(), password);
      if (outcome.twoFactor) {
        setChallenge(outcome.twoFactor);
        setSubmitting(false);
        return;
      }
      void navigate(postLoginPath(outcome.user.role, search), { replace: true });
    } catch (failure) {
      setError(loginError(failure));
      setSubmitting(false);
    }
  };

  const backToPassword = () => {
    setChallenge(null);
    setPassword('');
  };

  if (enabled) {
    return (
      <AuthCard title={t`Save your recovery codes`} subtitle={t`Two-factor authentication is on.`}>
        <RecoveryCodes
          codes={enabled.recoveryCodes}
          onDone={() => {
            // The session starts only now, so leaving this screen is a choice, not a redirect.
            if (enabled.token) acceptSession(enabled.token, enabled.user);
            void navigate(postLoginPath(enabled.user.role, search), { replace: true });
          }}
        />
      </AuthCard>
    );
  }

  if (challenge?.step === 'enroll') {
    return (
      <AuthCard
        title={t`Set up two-factor authentication`}
        subtitle={t`Administrator and editor accounts sign in with a code from an authenticator app.`}
      >
        <TwoFactorSetup ticket={challenge.ticket} onEnabled={setEnabled} onCancel={backToPassword} cancelLabel={t`Back to sign in`} />
      </AuthCard>
    );
  }

  if (challenge?.step === 'code') {
    return (
      <AuthCard title={t`Two-factor authentication`} subtitle={t`Enter the code from your authenticator app to finish signing in.`}>
        <TwoFactorCodeStep
          errorMessage={loginError}
          onBack={backToPassword}
          onVerify={async (code) => {
            const user = await verifyTwoFactor(challenge.ticket, code);
            void navigate(postLoginPath(user.role, search), { replace: true });
          }}
        />
      </AuthCard>
    );
  }


  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to continue to your account`}
      footer={<AuthSwitchLink to="/register" question={t`Don't have an account?`} action={t`Create one`} role={role} />}
    >
      <RoleChoice
        value={role}
        onChange={clearingError(setRole, clearError)}
      />
      <ErrorBox message={error} />
      <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
        <Stack spacing={2.5}>
          <EmailField label={t`Email Address`} autoFocus value={email} onChange={editing(setEmail, clearError)} />
          <PasswordField
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={editing(setPassword, clearError)}
          />
        </Stack>
        <Box sx={{ textAlign: 'right', mt: 1, mb: 3 }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            <Trans>Forgot password?</Trans>
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? t`Signing in...` : t`Sign In`}
        </Button>
      </Box>
    </AuthCard>
  );
}
