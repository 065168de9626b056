import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
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
  const form = useEditForm(() => (item ? contactInfoToForm(item) : emptyContactInfoForm(nextOrder)), {
    validate: validateContactInfoForm,
    save: (values) => onSubmit(toContactInfoInput(values)),
  });
  const { values, set, textProps } = form;
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={item ? 'Edit Contact Info' : 'Add Contact Info'}
      submitLabel={item ? 'Update' : 'Create'}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Type"
          required
          {...textProps('type')}
          onChange={(e) => set('type', CONTACT_INFO_TYPES.find((t) => t === e.target.value) ?? '')}
        >
          {CONTACT_INFO_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {CONTACT_INFO_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Icon"
          {...textProps('icon')}
          onChange={(e) => set('icon', limitIcon(e.target.value))}
          helperText={form.errors.icon ?? 'An emoji, up to 2 characters; empty: the type’s icon'}
        />
      </Stack>
      <TextField
        label="Title"
        required
        autoFocus
        {...textProps('title')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField label="Value" required {...textProps('value')} slotProps={{ htmlInput: { maxLength: 300 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Order"
          type="number"
          {...textProps('order')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
          label="Show on the website"
          sx={{ flexShrink: 0 }}
        />
      </Stack>
    </FormDialog>
  );
}
