import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { AdminFaq_FaqFragment, FaqInput } from '../../../__generated__/graphql';
import { TextArea } from '../../../components/TextArea';
import { FormDialog } from '../../../components/form/FormDialog';
import { HistoryButton } from '../../activity/HistoryButton';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import { emptyFaqForm, faqToForm, toFaqInput, validateFaqForm } from './faq-form';

export interface FaqDialogProps extends EditDialogProps<FaqInput> {
  /** The FAQ to edit; null adds one. */
  faq: AdminFaq_FaqFragment | null;
}

/** Add/Edit FAQ. Mount with a fresh `key` per opening. */
export function FaqDialog({ open, faq, onClose, onSubmit }: FaqDialogProps) {
  const { t, i18n } = useLingui();
  const form = useEditForm(() => (faq ? faqToForm(faq) : emptyFaqForm()), {
    validate: (values) => validateFaqForm(values, i18n),
    save: (values) => onSubmit(toFaqInput(values)),
  });
  const { values, set, textProps } = form;
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={faq ? t`Edit FAQ` : t`Add FAQ`}
      submitLabel={faq ? t`Update FAQ` : t`Create FAQ`}
      onClose={onClose}
      secondaryAction={faq && <HistoryButton entityType="faq" entityId={faq.id} name={faq.question} onRestored={onClose} />}
    >
      <TextField
        label={t`Question`}
        required
        autoFocus
        {...textProps('question')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextArea label={t`Answer`} required {...textProps('answer')} slotProps={{ htmlInput: { maxLength: 5000 } }} />
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
