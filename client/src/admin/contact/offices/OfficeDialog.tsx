import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AdminGlobalOffice_OfficeFragment, GlobalOfficeInput } from '../../../__generated__/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import { HistoryButton } from '../../activity/HistoryButton';
import type { EditDialogProps } from '../../../components/form/useFormDialog';
import { useEditForm } from '../shared/useEditForm';
import { emptyOfficeForm, officeFieldOf, officeToForm, toOfficeInput, validateOfficeForm } from './office-form';

export interface OfficeDialogProps extends EditDialogProps<GlobalOfficeInput> {
  /** The office to edit; null adds one. */
  office: AdminGlobalOffice_OfficeFragment | null;
}

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** Add/Edit Office. Mount with a fresh `key` per opening. */
export function OfficeDialog({ open, office, onClose, onSubmit }: OfficeDialogProps) {
  const form = useEditForm(() => (office ? officeToForm(office) : emptyOfficeForm()), {
    validate: validateOfficeForm,
    save: (values) => onSubmit(toOfficeInput(values)),
    fieldOf: officeFieldOf,
  });
  const { values, set, textProps } = form;
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={office ? 'Edit Office' : 'Add Office'}
      submitLabel={office ? 'Update Office' : 'Create Office'}
      onClose={onClose}
      secondaryAction={office && <HistoryButton entityType="office" entityId={office.id} name={office.name} onRestored={onClose} />}
    >
      <TextField label="Office Name" required autoFocus {...textProps('name')} />
      <TextField label="Address" required {...textProps('address')} />
      <Stack {...row}>
        <TextField label="City" required {...textProps('city')} />
        <TextField label="Country" required {...textProps('country')} />
      </Stack>
      <Stack {...row}>
        <TextField label="Phone" required type="tel" autoComplete="off" {...textProps('phone')} />
        <TextField label="Email" required type="email" autoComplete="off" {...textProps('email')} />
      </Stack>
      <Stack {...row}>
        <TextField label="Timezone" required placeholder="PST (UTC-8)" {...textProps('timezone')} />
        <TextField label="Working Hours" required placeholder="Mon-Fri 9 AM - 6 PM" {...textProps('workingHours')} />
      </Stack>
      <Stack {...row}>
        <TextField
          label="Latitude"
          type="number"
          {...textProps('lat')}
          slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
        />
        <TextField
          label="Longitude"
          type="number"
          {...textProps('lng')}
          slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          control={<Switch checked={values.isHeadquarters} onChange={(e) => set('isHeadquarters', e.target.checked)} />}
          label="Headquarters"
        />
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
          label="Show on the website"
        />
      </Stack>
    </FormDialog>
  );
}
