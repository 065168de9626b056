import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { RegisterInput } from '../../__generated__/graphql';
import { postLoginPath } from '../../app/auth/redirects';
import { useAuthActions } from '../../app/auth/useAuth';
import { fieldErrors } from '../../components/form/graphql-errors';
import { PASSWORD_PROBLEM_MESSAGES, registrationError } from '../password-rules';
import { ACCOUNT_ROLES, parseAccountRole, ROLE_LABELS } from '../roles';
import type { AccountRole } from '../roles';
import { AuthCard } from '../shared/AuthCard';
import { ErrorBox } from '../shared/ErrorBox';
import { PasswordField } from '../shared/PasswordField';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter';
import { accountErrorMessage } from '../shared/error-message';
import { ApprovalNotice } from './ApprovalNotice';
import { EmailField } from '../../components/form/EmailField';
import { AuthSwitchLink } from '../shared/AuthSwitchLink';

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  company: string;
}

const EMPTY_FORM: RegisterForm = { name: '', email: '', password: '', confirmPassword: '', phone: '', company: '' };

/** Phone and company are asked only of candidates and administrators (spec section 5). */
function asksForCompany(role: AccountRole): boolean {
  return role === 'applicant' || role === 'admin';
}

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [role, setRole] = useState<AccountRole>(parseAccountRole(search.get('role')) ?? 'student');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [pendingMessage, setPendingMessage] = useState<string | null | undefined>(undefined);

  const edit = (field: keyof RegisterForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
    setFieldMessages(({ [field]: _dropped, ...rest }) => rest);
  };

  /** A field's value, its edits and the server's message for it. */
  const fieldProps = <K extends keyof RegisterForm>(field: K) => ({
    name: field,
    value: form[field],
    onChange: edit(field),
    error: Boolean(fieldMessages[field]),
    helperText: fieldMessages[field],
  });

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = registrationError({ ...form, agreeToTerms });
    if (problem) {
      setError(i18n._(PASSWORD_PROBLEM_MESSAGES[problem]));
      return;
    }
    setError(null);
    setSubmitting(true);
    const input: RegisterInput = {
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      confirmPassword: form.confirmPassword,
      agreeToTerms,
      role,
      ...(asksForCompany(role) && form.phone.trim() ? { phone: form.phone.trim() } : {}),
      ...(asksForCompany(role) && form.company.trim() ? { company: form.company.trim() } : {}),
    };
    try {
      const result = await register(input);
      if (result.pendingApproval || !result.token) {
        setPendingMessage(result.message);
        return;
      }
      void navigate(postLoginPath(result.user.role, search), { replace: true });
    } catch (failure) {
      setError(accountErrorMessage(failure, t`Registration failed. Please try again.`, i18n));
      setFieldMessages(fieldErrors(failure));
      setSubmitting(false);
    }
  };

  if (pendingMessage !== undefined) return <ApprovalNotice message={pendingMessage} />;

  const confirmTouched = form.confirmPassword.length > 0;
  const passwordsMatch = form.password === form.confirmPassword;

  return (
    <AuthCard
      width="wide"
      title={t`Create your account`}
      subtitle={t`Join AI Solutions to learn, grow and build your career`}
      footer={<AuthSwitchLink to="/login" question={t`Already have an account?`} action={t`Sign in`} role={role} />}
    >
      <ErrorBox message={error} />
      <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
        <Stack spacing={2.5}>
          <TextField
            select
            label={t`Role`}
            name="role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as AccountRole);
              setError(null);
            }}
          >
            {ACCOUNT_ROLES.map((option) => (
              <MenuItem key={option} value={option}>
                {i18n._(ROLE_LABELS[option])}
              </MenuItem>
            ))}
          </TextField>
          {role === 'admin' && (
            <Alert severity="info" variant="outlined">
              <Trans>
                Administrator accounts require approval by an existing administrator. You will receive an e-mail once
                your request has been reviewed.
              </Trans>
            </Alert>
          )}
          <TextField label={t`Full Name`} autoComplete="name" required {...fieldProps('name')} />
          <EmailField label={t`Email Address`} {...fieldProps('email')} />
          {asksForCompany(role) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <TextField label={t`Phone Number`} type="tel" autoComplete="tel" {...fieldProps('phone')} />
              <TextField label={t`Company`} autoComplete="organization" {...fieldProps('company')} />
            </Stack>
          )}
          <Box>
            <PasswordField label={t`Password`} autoComplete="new-password" required {...fieldProps('password')} />
            <PasswordStrengthMeter password={form.password} />
          </Box>
          <PasswordField
            label={t`Confirm Password`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={edit('confirmPassword')}
            error={confirmTouched && !passwordsMatch}
            helperText={confirmTouched ? (passwordsMatch ? t`Passwords match` : t`Passwords don't match yet`) : undefined}
            slotProps={{
              formHelperText: { sx: { color: confirmTouched && passwordsMatch ? 'success.main' : undefined } },
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={agreeToTerms}
                onChange={(event) => {
                  setAgreeToTerms(event.target.checked);
                  setError(null);
                }}
                name="agreeToTerms"
              />
            }
            label={
              <Typography variant="body2">
                <Trans>
                  I agree to the{' '}
                  <Link component={RouterLink} to="/terms" target="_blank">
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link component={RouterLink} to="/privacy" target="_blank">
                    Privacy Policy
                  </Link>
                </Trans>
              </Typography>
            }
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!agreeToTerms || submitting}>
            {submitting ? t`Creating account...` : t`Create Account`}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
