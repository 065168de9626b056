import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useRef, useState } from 'react';
import type { AdminJobCard_JobFragment, JobInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { requiredFieldsCheck, useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps } from '../../components/form/useFormDialog';
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
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';

export type JobDialogMode = 'create' | 'view' | 'edit';

export interface JobDialogProps extends EditDialogProps<JobInput> {
  mode: JobDialogMode;
  /** The job to view or edit; null posts a new one. */
  job: AdminJobCard_JobFragment | null;
}

const TITLES: Record<JobDialogMode, string> = { create: 'Post New Job', view: 'View Job', edit: 'Edit Job' };

/** The fields written one item per line. */
const LIST_FIELDS = [
  ['requirements', 'Requirements'],
  ['benefits', 'Benefits'],
] as const;

/**
 * Spec section 2: the Post Job dialog; View and Edit open the same dialog (View read-only, with a
 * button to start editing). Mount with a fresh `key` per opening.
 */
export function JobDialog({ open, mode: initialMode, job, onClose, onSubmit }: JobDialogProps) {
  const [mode, setMode] = useState<JobDialogMode>(initialMode);
  const readOnly = mode === 'view';
  const form = useFormDialog({
    initial: () => (job ? jobToForm(job) : emptyJobForm()),
    check: (values) => requiredFieldsCheck(missingRequiredJobFields(values), REQUIRED_JOB_FIELDS_MESSAGE),
    save: (values) => onSubmit(toJobInput(values)),
    fieldOf: jobFormFieldOf,
    readOnly,
  });
  const { values, set, errors } = form;
  const titleRef = useRef<HTMLInputElement>(null);

  const fieldProps = (field: JobFormField) => ({
    ...form.errorProps(field),
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
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={TITLES[mode]}
      maxWidth="md"
      onClose={onClose}
      submitLabel={mode === 'edit' ? 'Update Job' : 'Post Job'}
      cancelLabel={readOnly ? 'Close' : 'Cancel'}
      secondaryAction={job && <HistoryButton entityType="job" entityId={job.id} name={job.title} onRestored={onClose} />}
      primaryAction={
        readOnly ? (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setMode('edit')}>
            Edit
          </Button>
        ) : undefined
      }
      initialFocusRef={readOnly ? undefined : titleRef}
    >
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
      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        readOnly={readOnly}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />
      <TextArea label="Description" required fullWidth value={values.description} onChange={(e) => set('description', e.target.value)} {...fieldProps('description')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {LIST_FIELDS.map(([field, label]) => (
          <TextArea
            key={field}
            label={label}
            fullWidth
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            {...fieldProps(field)}
            helperText={errors[field] ?? (readOnly ? undefined : 'One per line')}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
