import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { replaceToken } from '../../app/auth/session';
import { newPasswordError, PASSWORD_PROBLEM_MESSAGES } from '../password-rules';
import { PasswordField } from '../shared/PasswordField';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter';
import { accountErrorMessage } from '../shared/error-message';
import { ProfilePasswordMutation } from './operations';
import { FormStatus } from '../shared/FormStatus';
import type { FormStatusValue } from '../shared/FormStatus';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [changePassword, { loading }] = useMutation(ProfilePasswordMutation);

  const edit = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setStatus(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordError(form.newPassword, form.confirmPassword);
    if (problem) {
      setStatus({ kind: 'error', message: i18n._(PASSWORD_PROBLEM_MESSAGES[problem]) });
      return;
    }
    setStatus(null);
    try {
      const { data } = await changePassword({
        variables: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      });
      // The server signs out every other session and answers a fresh token for this one.
      if (data) replaceToken(data.changePassword.token);
      setForm(EMPTY);
      setStatus({ kind: 'success', message: t`Password changed successfully.` });
    } catch (failure) {
      setStatus({ kind: 'error', message: accountErrorMessage(failure, t`Failed to change password`, i18n) });
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void handleSubmit(event)} aria-label={t`Change password`}>
      <FormStatus status={status} />
      <Stack spacing={2.5}>
        <PasswordField label={t`Current Password`} name="currentPassword" autoComplete="current-password" required value={form.currentPassword} onChange={edit('currentPassword')} />
        <Box>
          <PasswordField label={t`New Password`} name="newPassword" autoComplete="new-password" required value={form.newPassword} onChange={edit('newPassword')} />
          <PasswordStrengthMeter password={form.newPassword} />
        </Box>
        <PasswordField label={t`Confirm New Password`} name="confirmPassword" autoComplete="new-password" required value={form.confirmPassword} onChange={edit('confirmPassword')} />
      </Stack>
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={loading}>
        {loading ? t`Updating...` : t`Change Password`}
      </Button>
    </Box>
  );
}
