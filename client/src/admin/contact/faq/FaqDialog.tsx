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
import type { AdminFaq_FaqFragment, FaqInput } from '../../../__generated__/graphql';
import { TextArea } from '../../../components/TextArea';
import { FormDialog } from '../../../components/form/FormDialog';
import { HistoryButton } from '../../activity/HistoryButton';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import { emptyFaqForm, FAQ_TEXT_FIELDS, faqToForm, toFaqInput, validateFaqForm } from './faq-form';
import type { FaqFormValues } from './faq-form';

export interface FaqDialogProps extends EditDialogProps<FaqInput> {
  /** The FAQ to edit; null adds one. */
  faq: AdminFaq_FaqFragment | null;
}

/** Add/Edit FAQ. Mount with a fresh `key` per opening. */
export function FaqDialog({ open, faq, onClose, onSubmit }: FaqDialogProps) {
  const { t, i18n } = useLingui();
  // The language switch: English edits the original; another language its version, whose blank
  // fields show the English (the site falls back to it) as their placeholder.
  const [language, setLanguage] = useState<Language>('en');
  const form = useEditForm(() => (faq ? faqToForm(faq) : emptyFaqForm()), {
    validate: (values) => {
      const errors = validateFaqForm(values, i18n);
      // The required fields are the English ones: show them.
      if (Object.keys(errors).length > 0) setLanguage('en');
      return errors;
    },
    save: (values) => onSubmit(toFaqInput(values)),
    // A version's field ("translations.es.question"): its message names the language and the field.
    fieldOf: (name) => (name.startsWith('translations') ? 'translations' : name in emptyFaqForm() ? (name as keyof FaqFormValues) : undefined),
  });
  const { values, set, textProps } = form;
  const missing = missingLanguages({ en: values, ...values.translations }, FAQ_TEXT_FIELDS);
  const languageTextProps = (field: 'question' | 'answer', maxLength: number) => languageFieldProps(form, language, field, { maxLength });
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={faq ? t`Edit FAQ` : t`Add FAQ`}
      submitLabel={faq ? t`Update FAQ` : t`Create FAQ`}
      onClose={onClose}
      secondaryAction={faq && <HistoryButton entityType="faq" entityId={faq.id} name={faq.question} onRestored={onClose} />}
    >
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {form.errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {form.errors.translations}
        </Typography>
      )}
      <TextField
        key={`question-${language}`}
        label={t`Question`}
        autoFocus
        {...languageTextProps('question', 300)}
      />
      <TextArea key={`answer-${language}`} label={t`Answer`} {...languageTextProps('answer', 5000)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t`Category`}
          required
          placeholder={t({ message: 'general', comment: 'An example FAQ category.' })}
          {...textProps('category')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label={t`Order`}
          type="number"
          {...textProps('order')}
          helperText={form.errors.order ?? t`Position in the list; 0 puts it last`}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField
        label={t`Tags`}
        placeholder={t`pricing, training`}
        {...textProps('tags')}
        helperText={t`Separate tags with commas`}
      />
      <FormControlLabel
        control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
        label={t`Show on the website`}
      />
    </FormDialog>
  );
}
