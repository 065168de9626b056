import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import {
  DEFAULT_SERVICE_ICON,
  REQUIRED_FIELDS_MESSAGE,
  SERVICE_CATEGORIES,
  SERVICE_STATUSES,
  emptyServiceForm,
  formFieldOf,
  limitIcon,
  missingRequiredFields,
  serviceToForm,
  toServiceInput,
} from './service-form';
import type { EditableService, ServiceFormField, ServiceFormValues } from './service-form';

export interface ServiceDialogProps {
  open: boolean;
  /** The service to edit; null adds a new one. */
  service: EditableService | null;
  onClose: () => void;
  /**
   * Saves the input. Resolves when saved (the caller closes the dialog); rejects with a
   * SaveFailure, whose message the dialog shows at its top and whose field messages under the fields.
   */
  onSubmit: (input: ServiceInput) => Promise<void>;
}

type FieldErrors = Partial<Record<ServiceFormField, string>>;

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  const isEdit = service !== null;
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? serviceToForm(service) : emptyServiceForm(),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const set = <K extends ServiceFormField>(field: K, value: ServiceFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing = missingRequiredFields(values);
    if (missing.length > 0) {
      setAlert(REQUIRED_FIELDS_MESSAGE);
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Required'])));
      return;
    }
    setAlert(null);
    setSaving(true);
    try {
      await onSubmit(toServiceInput(values));
    } catch (error) {
      setAlert(error instanceof SaveFailure ? error.message : errorReason(error));
      setErrors(error instanceof SaveFailure ? toFormErrors(error.fields) : {});
    } finally {
      setSaving(false);
    }
  };

  // After a failed submit, bring the first field to fix (or the message) into view: in a long
  // form it may be scrolled away.
  useEffect(() => {
    if (!alert) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form?.scrollIntoView?.({ block: 'start' });
  }, [alert, errors]);

  const errorProps = (field: ServiceFormField) => ({
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${formId}-title`}
      // The modal focuses itself as it opens; the title is where typing starts, unless the user
      // has already picked a field while the dialog was sliding in.
      slotProps={{
        transition: {
          onEntered: () => {
            if (!formRef.current?.contains(document.activeElement)) titleRef.current?.focus();
          },
        },
      }}
    >
      <DialogTitle id={`${formId}-title`} sx={{ pr: 7 }}>
        {isEdit ? 'Edit Service' : 'Add New Service'}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={saving}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} ref={formRef} noValidate onSubmit={handleSubmit}>
          <Stack spacing={2.5}>
            {alert && (
              <Alert severity="error" onClose={() => setAlert(null)}>
                {alert}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Title"
                required
                fullWidth
                inputRef={titleRef}
                value={values.title}
                onChange={(e) => set('title', e.target.value)}
                {...errorProps('title')}
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
              value={values.shortDescription}
              onChange={(e) => set('shortDescription', e.target.value)}
              {...errorProps('shortDescription')}
            />
            <TextArea
              label="Description"
              required
              fullWidth
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              {...errorProps('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Category"
                required
                fullWidth
                value={values.category}
                onChange={(e) => set('category', e.target.value)}
                {...errorProps('category')}
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

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                Features
              </Typography>
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
            </Box>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                Pricing
              </Typography>
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
            </Box>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          {saving ? 'Saving...' : isEdit ? 'Update Service' : 'Create Service'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function toFormErrors(serverFields: Record<string, string>): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(serverFields)) {
    const field = formFieldOf(name);
    if (field) result[field] ??= message;
  }
  return result;
}
