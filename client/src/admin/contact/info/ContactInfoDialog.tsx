import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
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
import type { AdminContactInfo_ItemFragment, ContactInfoInput } from '../../../__generated__/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import {
  CONTACT_INFO_TEXT_FIELDS,
  CONTACT_INFO_TYPES,
  CONTACT_INFO_TYPE_LABELS,
  contactInfoToForm,
  emptyContactInfoForm,
  limitIcon,
  toContactInfoInput,
  validateContactInfoForm,
} from './contact-info-form';

export interface ContactInfoDialogProps extends EditDialogProps<ContactInfoInput> {
  /** The item to edit; null adds one. */
  item: AdminContactInfo_ItemFragment | null;
  /** The order a new item gets (count + 1). */
  nextOrder: number;
}

/** Add/Edit Contact Info. Mount with a fresh `key` per opening. */
export function ContactInfoDialog({ open, item, nextOrder, onClose, onSubmit }: ContactInfoDialogProps) {
  const { t, i18n } = useLingui();
  // The language switch: English edits the original; another language its version.
  const [language, setLanguage] = useState<Language>('en');
  const form = useEditForm(() => (item ? contactInfoToForm(item) : emptyContactInfoForm(nextOrder)), {
    validate: (values) => {
      const errors = validateContactInfoForm(values, i18n);
      // The required fields are the English ones: show them.
      if (Object.keys(errors).length > 0) setLanguage('en');
      return errors;
    },
    save: (values) => onSubmit(toContactInfoInput(values)),
    // A version's field ("translations.es.title"): its message names the language and the field.
    fieldOf: (name) => (name.startsWith('translations') ? 'translations' : name in emptyContactInfoForm(0) ? (name as keyof ReturnType<typeof emptyContactInfoForm>) : undefined),
  });
  const { values, set, textProps } = form;
  // An e-mail address, a phone number or a postal address reads the same in every language: only
  // the title, and the opening hours' value, are missing where a language has no version of them.
  const missing = missingLanguages({ en: values, ...values.translations }, values.type === 'hours' ? CONTACT_INFO_TEXT_FIELDS : (['title'] as const));
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={item ? t`Edit Contact Info` : t`Add Contact Info`}
      submitLabel={item ? t`Update` : t`Create`}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t({ message: 'Type', context: 'contact info type' })}
          required
          {...textProps('type')}
          onChange={(e) => set('type', CONTACT_INFO_TYPES.find((type) => type === e.target.value) ?? '')}
        >
          {CONTACT_INFO_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {i18n._(CONTACT_INFO_TYPE_LABELS[type])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t`Icon`}
          {...textProps('icon')}
          onChange={(e) => set('icon', limitIcon(e.target.value))}
          helperText={form.errors.icon ?? t`An emoji, up to 2 characters; empty: the type’s icon`}
        />
      </Stack>
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {form.errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {form.errors.translations}
        </Typography>
      )}
      <TextField key={`title-${language}`} label={t`Title`} autoFocus {...languageFieldProps(form, language, 'title', { maxLength: 100 })} />
      <TextField key={`value-${language}`} label={t`Value`} {...languageFieldProps(form, language, 'value', { maxLength: 300 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t`Order`}
          type="number"
          {...textProps('order')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
          label={t`Show on the website`}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
    </FormDialog>
  );
}
