import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const form = useEditForm(() => (office ? officeToForm(office) : emptyOfficeForm()), {
    validate: (values) => validateOfficeForm(values, i18n),
    save: (values) => onSubmit(toOfficeInput(values)),
    fieldOf: officeFieldOf,
  });
  const { values, set, textProps } = form;
  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={office ? t`Edit Office` : t`Add Office`}
      submitLabel={office ? t`Update Office` : t`Create Office`}
      onClose={onClose}
      secondaryAction={office && <HistoryButton entityType="office" entityId={office.id} name={office.name} onRestored={onClose} />}
    >
      <TextField label={t`Office Name`} required autoFocus {...textProps('name')} />
      <TextField label={t`Address`} required {...textProps('address')} />
      <Stack {...row}>
        <TextField label={t`City`} required {...textProps('city')} />
        <TextField label={t`Country`} required {...textProps('country')} />
      </Stack>
      <Stack {...row}>
        <TextField label={t`Phone`} required type="tel" autoComplete="off" {...textProps('phone')} />
        <TextField label={t`Email`} required type="email" autoComplete="off" {...textProps('email')} />
      </Stack>
      <Stack {...row}>
        <TextField label={t`Timezone`} required placeholder={t`PST (UTC-8)`} {...textProps('timezone')} />
        <TextField label={t`Working Hours`} required placeholder={t`Mon-Fri 9 AM - 6 PM`} {...textProps('workingHours')} />
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
