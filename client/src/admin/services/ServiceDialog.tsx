import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useRef } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormSection } from '../../components/form/FormSection';
import { requiredFieldsCheck, useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps } from '../../components/form/useFormDialog';
import { DEFAULT_SERVICE_ICON, REQUIRED_FIELDS_MESSAGE, SERVICE_CATEGORIES, SERVICE_STATUSES, emptyServiceForm, formFieldOf, limitIcon, missingRequiredFields, serviceToForm, toServiceInput } from './service-form';
import type { EditableService } from './service-form';
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';

export interface ServiceDialogProps extends EditDialogProps<ServiceInput> {
  /** The service to edit; null adds a new one. */
  service: EditableService | null;
}

const PRICE_FIELDS = [
  { field: 'basicPrice', label: 'Basic Price' },
  { field: 'premiumPrice', label: 'Premium Price' },
  { field: 'enterprisePrice', label: 'Enterprise Price' },
] as const;

/**
 * Add/Edit Service. Mount it with a fresh `key` for each opening: the form state starts from
 * `service` when the component mounts.
 */
export function ServiceDialog({ open, service, onClose, onSubmit }: ServiceDialogProps) {
  const isEdit = service !== null;
  const form = useFormDialog({
    initial: () => (service ? serviceToForm(service) : emptyServiceForm()),
    check: (values) => requiredFieldsCheck(missingRequiredFields(values), REQUIRED_FIELDS_MESSAGE),
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
      title={isEdit ? 'Edit Service' : 'Add New Service'}
      maxWidth="md"
      onClose={onClose}
      submitLabel={isEdit ? 'Update Service' : 'Create Service'}
      secondaryAction={service?.id && <HistoryButton entityType="service" entityId={service.id} name={service.title} onRestored={onClose} />}
      initialFocusRef={titleRef}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Title"
          required
          fullWidth
          inputRef={titleRef}
          {...textProps('title')}
        />
        <TextField
          label="Icon"
          value={values.icon}
          onChange={(e) => set('icon', limitIcon(e.target.value))}
          placeholder={DEFAULT_SERVICE_ICON}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          {...errorProps('icon')}
          helperText={errors.icon ?? 'An emoji, up to 2 characters'}
        />
      </Stack>
      <TextField
        label="Short Description"
        required
        fullWidth
        {...textProps('shortDescription')}
      />
      <TextArea
        label="Description"
        required
        fullWidth
        {...textProps('description')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Category"
          required
          fullWidth
          {...textProps('category')}
        >
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          fullWidth
          sx={{ '& .MuiSelect-select': { textTransform: 'capitalize' } }}
          value={values.status}
          onChange={(e) => {
            const status = SERVICE_STATUSES.find((s) => s === e.target.value);
            if (status) set('status', status);
          }}
          {...errorProps('status')}
        >
          {SERVICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
              {status}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />

      <FormSection title="Features" legendGap={1}>
        <Stack spacing={1.5}>
          {values.features.map((feature, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Feature ${index + 1}`}
                size="small"
                fullWidth
                value={feature}
                onChange={(e) => setFeature(index, e.target.value)}
              />
              <IconButton
                aria-label={`Remove feature ${index + 1}`}
                onClick={() => removeFeature(index)}
                disabled={values.features.length <= 1}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        {errors.features && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
            {errors.features}
          </Typography>
        )}
        <Button startIcon={<AddIcon />} onClick={addFeature} size="small" sx={{ mt: 1 }}>
          Add Feature
        </Button>
      </FormSection>

      <FormSection title="Pricing">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {PRICE_FIELDS.map(({ field, label }) => (
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
