import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminJobCard_JobFragment, JobInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import {
  JOB_DEPARTMENTS,
  JOB_DEPARTMENT_LABELS,
  JOB_LEVELS,
  JOB_LEVEL_LABELS,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOB_TYPES,
  JOB_TYPE_LABELS,
} from '../../public/career/job-format';
import { REQUIRED_JOB_FIELDS_MESSAGE, emptyJobForm, jobFormFieldOf, jobToForm, missingRequiredJobFields, toJobInput } from './job-form';
import type { JobFormField, JobFormValues } from './job-form';

export type JobDialogMode = 'create' | 'view' | 'edit';

export interface JobDialogProps {
  open: boolean;
  mode: JobDialogMode;
  /** The job to view or edit; null posts a new one. */
  job: AdminJobCard_JobFragment | null;
  onClose: () => void;
  /** Resolves when saved (the caller closes the dialog); rejects with a SaveFailure shown in the dialog. */
  onSubmit: (input: JobInput) => Promise<void>;
}

type FieldErrors = Partial<Record<JobFormField, string>>;

const TITLES: Record<JobDialogMode, string> = { create: 'Post New Job', view: 'View Job', edit: 'Edit Job' };

/**
 * Spec section 2: the Post Job dialog; View and Edit open the same dialog (View read-only, with a
 * button to start editing). Mount with a fresh `key` per opening.
 */
export function JobDialog({ open, mode: initialMode, job, onClose, onSubmit }: JobDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  const [mode, setMode] = useState<JobDialogMode>(initialMode);
  const [values, setValues] = useState<JobFormValues>(() => (job ? jobToForm(job) : emptyJobForm()));
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const readOnly = mode === 'view';

  const set = <K extends JobFormField>(field: K, value: JobFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    const missing = missingRequiredJobFields(values);
    if (missing.length > 0) {
      setAlert(REQUIRED_JOB_FIELDS_MESSAGE);
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Required'])));
      return;
    }
    setAlert(null);
    setSaving(true);
    try {
      await onSubmit(toJobInput(values));
    } catch (error) {
      setAlert(error instanceof SaveFailure ? error.message : errorReason(error));
      setErrors(error instanceof SaveFailure ? toFormErrors(error.fields) : {});
    } finally {
      setSaving(false);
    }
  };

  // After a failed submit, bring the first field to fix (or the message) into view.
  useEffect(() => {
    if (!alert) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [alert, errors]);

  const fieldProps = (field: JobFormField) => ({
    error: Boolean(errors[field]),
    helperText: errors[field],
    slotProps: { input: { readOnly }, inputLabel: { shrink: field === 'deadline' ? true : undefined } },
  });

  const select = <K extends 'type' | 'level' | 'department' | 'status'>(field: K, label: string, options: ReadonlyArray<readonly [JobFormValues[K], string]>) => (
    <TextField
      select
      label={label}
      fullWidth
      value={values[field]}
      onChange={(e) => {
        const option = options.find(([key]) => key === e.target.value);
        if (option) set(field, option[0]);
      }}
      {...fieldProps(field)}
    >
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${formId}-title`}
      slotProps={{
        transition: {
          onEntered: () => {
            if (!readOnly && !formRef.current?.contains(document.activeElement)) titleRef.current?.focus();
          },
        },
      }}
    >
      <DialogTitle id={`${formId}-title`} sx={{ pr: 7 }}>
        {TITLES[mode]}
        <IconButton aria-label="Close" onClick={onClose} disabled={saving} sx={{ position: 'absolute', right: 12, top: 12 }}>
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
              <TextField label="Title" required fullWidth inputRef={titleRef} value={values.title} onChange={(e) => set('title', e.target.value)} {...fieldProps('title')} />
              <TextField label="Company" required fullWidth value={values.company} onChange={(e) => set('company', e.target.value)} {...fieldProps('company')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Location" required fullWidth placeholder="e.g. Remote, or San Francisco, CA" value={values.location} onChange={(e) => set('location', e.target.value)} {...fieldProps('location')} />
              {select('department', 'Department', JOB_DEPARTMENTS.map((d) => [d, JOB_DEPARTMENT_LABELS[d]] as const))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {select('type', 'Type', JOB_TYPES.map((t) => [t, JOB_TYPE_LABELS[t]] as const))}
              {select('level', 'Level', JOB_LEVELS.map((l) => [l, JOB_LEVEL_LABELS[l]] as const))}
              {select('status', 'Status', JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s]] as const))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Salary"
                fullWidth
                placeholder="e.g. $80,000 - $120,000"
                value={values.salary}
                onChange={(e) => set('salary', e.target.value)}
                {...fieldProps('salary')}
                helperText={errors.salary ?? (readOnly ? undefined : 'A yearly amount or range; currency code or symbol optional (USD)')}
              />
              <TextField label="Experience" fullWidth placeholder="e.g. 3+ years" value={values.experience} onChange={(e) => set('experience', e.target.value)} {...fieldProps('experience')} />
              <TextField label="Deadline" type="date" fullWidth value={values.deadline} onChange={(e) => set('deadline', e.target.value)} {...fieldProps('deadline')} />
            </Stack>
            <TextArea label="Description" required fullWidth value={values.description} onChange={(e) => set('description', e.target.value)} {...fieldProps('description')} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextArea
                label="Requirements"
                fullWidth
                value={values.requirements}
                onChange={(e) => set('requirements', e.target.value)}
                {...fieldProps('requirements')}
                helperText={errors.requirements ?? (readOnly ? undefined : 'One per line')}
              />
              <TextArea
                label="Benefits"
                fullWidth
                value={values.benefits}
                onChange={(e) => set('benefits', e.target.value)}
                {...fieldProps('benefits')}
                helperText={errors.benefits ?? (readOnly ? undefined : 'One per line')}
              />
            </Stack>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {readOnly ? (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setMode('edit')}>
            Edit
          </Button>
        ) : (
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? 'Saving...' : mode === 'edit' ? 'Update Job' : 'Post Job'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function toFormErrors(serverFields: Record<string, string>): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(serverFields)) {
    const field = jobFormFieldOf(name);
    if (field) result[field] ??= message;
  }
  return result;
}
