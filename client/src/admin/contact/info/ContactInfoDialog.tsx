import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { AdminContactInfo_ItemFragment, ContactInfoInput } from '../../../__generated__/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import {
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
  const form = useEditForm(() => (item ? contactInfoToForm(item) : emptyContactInfoForm(nextOrder)), {
    validate: (values) => validateContactInfoForm(values, i18n),
    save: (values) => onSubmit(toContactInfoInput(values)),
  });
  const { values, set, textProps } = form;
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
      <TextField
        label={t`Title`}
        required
        autoFocus
        {...textProps('title')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField label={t`Value`} required {...textProps('value')} slotProps={{ htmlInput: { maxLength: 300 } }} />
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
