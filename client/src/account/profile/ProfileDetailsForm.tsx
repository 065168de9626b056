import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@ai-solutions/common';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type { SessionUser } from '../../app/auth/session';
import { useAuthActions } from '../../app/auth/useAuth';
import { fieldErrors } from '../../components/form/graphql-errors';
import { accountErrorMessage } from '../shared/error-message';
import { ProfilePageMutation } from './operations';
import { FormStatus } from '../shared/FormStatus';
import type { FormStatusValue } from '../shared/FormStatus';

interface DetailsForm {
  name: string;
  phone: string;
  company: string;
  position: string;
  language: Language;
}

/** `pageLanguage`: what the person reads now, shown as their language until they choose one. */
function formFrom(user: SessionUser, pageLanguage: string): DetailsForm {
  const language = isLanguage(user.language) ? user.language : isLanguage(pageLanguage) ? pageLanguage : 'en';
  return { name: user.name, phone: user.phone ?? '', company: user.company ?? '', position: user.position ?? '', language };
}

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const { updateProfile } = useAuthActions();
  const [form, setForm] = useState<DetailsForm>(() => formFrom(user, i18n.locale));
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(ProfilePageMutation);

  const edit = (field: keyof DetailsForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setStatus(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    setFieldMessages({});
    try {
      const { data } = await save({
        variables: {
          input: { name: form.name.trim(), phone: form.phone.trim(), company: form.company.trim(), position: form.position.trim(), language: form.language },
        },
      });
      if (data) updateProfile(data.updateProfile);
      setStatus({ kind: 'success', message: t`Profile updated successfully.` });
    } catch (failure) {
      setStatus({ kind: 'error', message: accountErrorMessage(failure, t`Failed to update profile`, i18n) });
      setFieldMessages(fieldErrors(failure));
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void handleSubmit(event)} aria-label={t`Profile information`}>
      <FormStatus status={status} />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t`Full Name`} name="name" required value={form.name} onChange={edit('name')} error={Boolean(fieldMessages.name)} helperText={fieldMessages.name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t`Email Address`} value={user.email} disabled helperText={t`Contact us to change your e-mail address.`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t`Phone Number`} name="phone" type="tel" value={form.phone} onChange={edit('phone')} error={Boolean(fieldMessages.phone)} helperText={fieldMessages.phone} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t`Company`} name="company" value={form.company} onChange={edit('company')} error={Boolean(fieldMessages.company)} helperText={fieldMessages.company} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t({ message: 'Position', comment: 'Job title, in the profile form' })} name="position" value={form.position} onChange={edit('position')} error={Boolean(fieldMessages.position)} helperText={fieldMessages.position} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label={t`Language`}
            name="language"
            value={form.language}
            onChange={edit('language')}
            error={Boolean(fieldMessages.language)}
            helperText={fieldMessages.language ?? t`Your account pages are shown in this language.`}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={loading}>
        {loading ? t`Saving...` : t`Save Changes`}
      </Button>
    </Box>
  );
}
