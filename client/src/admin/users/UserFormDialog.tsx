import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type { CreateUserInput } from '../../__generated__/graphql';
import { FormDialog } from '../../components/form/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { errorReason } from '../../components/form/graphql-errors';
import type { EditDialogProps } from '../../components/form/useFormDialog';
import { useFormValues } from '../../components/form/useFormValues';
import { userFormErrorsOf } from './server-field-errors';
import { roleLabel, statusLabel } from './user-badges';
import { ADD_ROLES, EDIT_ROLES, FORM_STATUSES, emptyUserForm, toCreateUserInput, userToForm, validateUserForm } from './user-form';
import type { EditableUser } from './user-form';

export interface UserFormDialogProps extends EditDialogProps<CreateUserInput> {
  /** The user to edit; null adds a new one. */
  user: EditableUser | null;
  /**
   * Saves. Resolves when saved (the caller closes the dialog); rejects with the operation's error,
   * whose field messages then show under the fields and any other refusal above them.
   */
  onSubmit: (input: CreateUserInput) => Promise<void>;
}

/**
 * Add New User and Edit User. Mount it with a fresh `key` for each opening: the form starts from
 * `user` when the component mounts.
 */
export function UserFormDialog({ open, user, onClose, onSubmit }: UserFormDialogProps) {
  const { t, i18n } = useLingui();
  const isEdit = user !== null;
  const roles = isEdit ? EDIT_ROLES : ADD_ROLES;
  const { values, set, setErrors, errorProps, textProps: text } = useFormValues(() => (user ? userToForm(user) : emptyUserForm()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validateUserForm(values, i18n);
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(toCreateUserInput(values));
    } catch (error) {
      const fields = userFormErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setRefusal(errorReason(error, i18n));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={isEdit ? t`Edit User` : t`Add New User`}
      saving={saving}
      alert={refusal}
      onAlertClose={() => setRefusal(null)}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(e)}
      submitLabel={isEdit ? t`Save Changes` : t`Add User`}
    >
      {!isEdit && (
        <Alert severity="info" variant="outlined" role="note">
          <Trans>The new user receives an e-mail with a link to set a password.</Trans>
        </Alert>
      )}
      <TextField label={t`Full Name`} required fullWidth autoFocus autoComplete="off" {...text('name')} />
      <TextField label={t`Email Address`} type="email" required fullWidth autoComplete="off" {...text('email')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField label={t`Role`} fullWidth value={values.role} options={roles} labels={(role) => roleLabel(i18n, role)} onValueChange={(role) => role && set('role', role)} {...errorProps('role')} />
        <SelectField
          label={t`Status`}
          fullWidth
          value={values.status}
          options={FORM_STATUSES}
          labels={(status) => statusLabel(i18n, status)}
          onValueChange={(status) => status && set('status', status)}
          {...errorProps('status')}
        />
      </Stack>
      <TextField label={t`Phone Number`} type="tel" fullWidth autoComplete="off" {...text('phone')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t`Department`} fullWidth {...text('department')} />
        <TextField label={t`Position`} fullWidth {...text('position')} />
      </Stack>
    </FormDialog>
  );
}
