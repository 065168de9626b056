import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormSection } from '../../components/form/FormSection';
import { requiredFieldsCheck, useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps } from '../../components/form/useFormDialog';
import { DEFAULT_SERVICE_ICON, SERVICE_CATEGORIES, SERVICE_STATUSES, emptyServiceForm, formFieldOf, limitIcon, missingRequiredFields, serviceToForm, toServiceInput } from './service-form';
import type { EditableService } from './service-form';
import { SERVICE_CATEGORY_LABELS, SERVICE_STATUS_LABELS } from './service-status';
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';

export interface ServiceDialogProps extends EditDialogProps<ServiceInput> {
  /** The service to edit; null adds a new one. */
  service: EditableService | null;
}

/**
 * Add/Edit Service. Mount it with a fresh `key` for each opening: the form state starts from
 * `service` when the component mounts.
 */
export function ServiceDialog({ open, service, onClose, onSubmit }: ServiceDialogProps) {
  const { t, i18n } = useLingui();
  const isEdit = service !== null;
  const priceFields = [
    { field: 'basicPrice', label: t`Basic Price` },
    { field: 'premiumPrice', label: t`Premium Price` },
    { field: 'enterprisePrice', label: t`Enterprise Price` },
  ] as const;
  const form = useFormDialog({
    initial: () => (service ? serviceToForm(service) : emptyServiceForm()),
    check: (values) => requiredFieldsCheck(missingRequiredFields(values), t`Please fill in all required fields (Title, Description, Short Description, Category)`, t`Required`),
    save: (values) => onSubmit(toServiceInput(values)),
    fieldOf: formFieldOf,
  });
  const { values, set, errors, errorProps, textProps } = form;
  const titleRef = useRef<HTMLInputElement>(null);

  const setFeature = (index: number, value: string) =>
    set(
      'features',
      values.features.map((feature, i) => (i === index ? value : feature)),
    );
  const addFeature = () => set('features', [...values.features, '']);
  const removeFeature = (index: number) =>
    set(
      'features',
      values.features.filter((_, i) => i !== index),
    );

  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={isEdit ? t`Edit Service` : t`Add New Service`}
      maxWidth="md"
      onClose={onClose}
      submitLabel={isEdit ? t`Update Service` : t`Create Service`}
      secondaryAction={service?.id && <HistoryButton entityType="service" entityId={service.id} name={service.title} onRestored={onClose} />}
      initialFocusRef={titleRef}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t`Title`}
          required
          fullWidth
          inputRef={titleRef}
          {...textProps('title')}
        />
        <TextField
          label={t`Icon`}
          value={values.icon}
          onChange={(e) => set('icon', limitIcon(e.target.value))}
          placeholder={DEFAULT_SERVICE_ICON}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          {...errorProps('icon')}
          helperText={errors.icon ?? t`An emoji, up to 2 characters`}
        />
      </Stack>
      <TextField
        label={t`Short Description`}
        required
        fullWidth
        {...textProps('shortDescription')}
      />
      <TextArea
        label={t`Description`}
        required
        fullWidth
        {...textProps('description')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t`Category`}
          required
          fullWidth
          {...textProps('category')}
        >
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {i18n._(SERVICE_CATEGORY_LABELS[category])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t`Status`}
          fullWidth
          value={values.status}
          onChange={(e) => {
            const status = SERVICE_STATUSES.find((s) => s === e.target.value);
            if (status) set('status', status);
          }}
          {...errorProps('status')}
        >
          {SERVICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {i18n._(SERVICE_STATUS_LABELS[status])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />

      <FormSection title={t`Features`} legendGap={1}>
        <Stack spacing={1.5}>
          {values.features.map((feature, index) => {
            const number = index + 1;
            return (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t`Feature ${number}`}
                  size="small"
                  fullWidth
                  value={feature}
                  onChange={(e) => setFeature(index, e.target.value)}
                />
                <IconButton
                  aria-label={t`Remove feature ${number}`}
                  onClick={() => removeFeature(index)}
                  disabled={values.features.length <= 1}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        {errors.features && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
            {errors.features}
          </Typography>
        )}
        <Button startIcon={<AddIcon />} onClick={addFeature} size="small" sx={{ mt: 1 }}>
          <Trans>Add Feature</Trans>
        </Button>
      </FormSection>

      <FormSection title={t`Pricing`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {priceFields.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              type="number"
              fullWidth
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
              }}
              {...errorProps(field)}
            />
          ))}
        </Stack>
      </FormSection>
    </FormDialog>
  );
}
