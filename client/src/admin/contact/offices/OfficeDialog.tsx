import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '@ai-solutions/common';
import { ContentLanguageTabs } from '../../shared/content-languages/ContentLanguageTabs';
import { missingLanguages } from '../../shared/content-languages/content-languages';
import { languageFieldProps } from '../../shared/content-languages/language-fields';
import type { AdminGlobalOffice_OfficeFragment, GlobalOfficeInput } from '../../../__generated__/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import { HistoryButton } from '../../activity/HistoryButton';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import { emptyOfficeForm, OFFICE_TEXT_FIELDS, officeFieldOf, officeToForm, toOfficeInput, validateOfficeForm } from './office-form';

export interface OfficeDialogProps extends EditDialogProps<GlobalOfficeInput> {
  /** The office to edit; null adds one. */
  office: AdminGlobalOffice_OfficeFragment | null;
}

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** Add/Edit Office. Mount with a fresh `key` per opening. */
export function OfficeDialog({ open, office, onClose, onSubmit }: OfficeDialogProps) {
  const { t, i18n } = useLingui();
  // The language switch: English edits the original; another language its version.
  const [language, setLanguage] = useState<Language>('en');
  const form = useEditForm(() => (office ? officeToForm(office) : emptyOfficeForm()), {
    validate: (values) => {
      const errors = validateOfficeForm(values, i18n);
      // The required fields are the English ones: show them.
      if (Object.keys(errors).length > 0) setLanguage('en');
      return errors;
    },
    save: (values) => onSubmit(toOfficeInput(values)),
    fieldOf: officeFieldOf,
  });
  const { values, set, textProps } = form;
  // A street address and most city and country names are written the same in many languages: a
  // language is missing only where it has no version of the office's name or working hours.
  const missing = missingLanguages({ en: values, ...values.translations }, ['name', 'workingHours'] as const);
  const text = (field: (typeof OFFICE_TEXT_FIELDS)[number]) => languageFieldProps(form, language, field);
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={office ? t`Edit Office` : t`Add Office`}
      submitLabel={office ? t`Update Office` : t`Create Office`}
      onClose={onClose}
      secondaryAction={office && <HistoryButton entityType="office" entityId={office.id} name={office.name} onRestored={onClose} />}
    >
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {form.errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {form.errors.translations}
        </Typography>
      )}
      <TextField label={t`Office Name`} autoFocus {...text('name')} key={`name-${language}`} />
      <TextField label={t`Address`} {...text('address')} key={`address-${language}`} />
      <Stack {...row}>
        <TextField label={t`City`} {...text('city')} key={`city-${language}`} />
        <TextField label={t`Country`} {...text('country')} key={`country-${language}`} />
      </Stack>
      <Stack {...row}>
        <TextField label={t`Phone`} required type="tel" autoComplete="off" {...textProps('phone')} />
        <TextField label={t`Email`} required type="email" autoComplete="off" {...textProps('email')} />
      </Stack>
      <Stack {...row}>
        <TextField label={t`Timezone`} required placeholder={t`PST (UTC-8)`} {...textProps('timezone')} />
        <TextField label={t`Working Hours`} placeholder={t`Mon-Fri 9 AM - 6 PM`} {...text('workingHours')} key={`workingHours-${language}`} />
      </Stack>
      <Stack {...row}>
        <TextField
          label={t`Latitude`}
          type="number"
          {...textProps('lat')}
          slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
        />
        <TextField
          label={t`Longitude`}
          type="number"
          {...textProps('lng')}
          slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          control={<Switch checked={values.isHeadquarters} onChange={(e) => set('isHeadquarters', e.target.checked)} />}
          label={t`Headquarters`}
        />
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
          label={t`Show on the website`}
        />
      </Stack>
    </FormDialog>
  );
}
