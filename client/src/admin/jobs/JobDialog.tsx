import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@ai-solutions/common';
import { ContentLanguageTabs } from '../shared/content-languages/ContentLanguageTabs';
import { missingLanguages } from '../shared/content-languages/content-languages';
import TextField from '@mui/material/TextField';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { AdminJobCard_JobFragment, JobInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { requiredFieldsCheck, useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps } from '../../components/form/useFormDialog';
import {
  JOB_DEPARTMENTS,
  JOB_DEPARTMENT_MESSAGES,
  JOB_LEVELS,
  JOB_LEVEL_MESSAGES,
  JOB_STATUSES,
  JOB_TYPES,
  JOB_TYPE_MESSAGES,
} from '../../public/career/job-format';
import { JOB_STATUS_MESSAGES } from './job-status';
import { emptyJobForm, JOB_TEXT_FIELDS, jobFormFieldOf, jobToForm, missingRequiredJobFields, toJobInput } from './job-form';
import type { JobFormField, JobFormValues, JobTextValues } from './job-form';
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';

export type JobDialogMode = 'create' | 'view' | 'edit';

export interface JobDialogProps extends EditDialogProps<JobInput> {
  mode: JobDialogMode;
  /** The job to view or edit; null posts a new one. */
  job: AdminJobCard_JobFragment | null;
}

/**
 * Spec section 2: the Post Job dialog; View and Edit open the same dialog (View read-only, with a
 * button to start editing). Mount with a fresh `key` per opening.
 */
export function JobDialog({ open, mode: initialMode, job, onClose, onSubmit }: JobDialogProps) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<JobDialogMode>(initialMode);
  const readOnly = mode === 'view';
  const titles: Record<JobDialogMode, string> = { create: t`Post New Job`, view: t`View Job`, edit: t`Edit Job` };
  // The fields written one item per line.
  const listFields = [
    ['requirements', t`Requirements`],
    ['benefits', t`Benefits`],
  ] as const;
  // The language switch: English edits the original; another language its version, whose blank
  // fields show the English (the site falls back to it) as their placeholder.
  const [language, setLanguage] = useState<Language>('en');
  const form = useFormDialog({
    initial: () => (job ? jobToForm(job) : emptyJobForm()),
    check: (values) => {
      const problems = requiredFieldsCheck(missingRequiredJobFields(values), t`Please fill in all required fields (Title, Company, Location, Description)`, t`Required`);
      // The required fields are the English ones: show them.
      if (problems) setLanguage('en');
      return problems;
    },
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

  const missing = missingLanguages(
    { en: values, ...values.translations },
    JOB_TEXT_FIELDS,
  );
  /** A text field of the chosen language: its value, change and (for a version) the English as placeholder. */
  const textOf = (field: keyof JobTextValues) => {
    if (language === 'en') return { value: values[field], onChange: (e: { target: { value: string } }) => set(field, e.target.value), ...fieldProps(field) };
    const version = values.translations[language];
    return {
      value: version[field],
      placeholder: values[field],
      onChange: (e: { target: { value: string } }) => set('translations', { ...values.translations, [language]: { ...version, [field]: e.target.value } }),
      slotProps: { input: { readOnly } },
    };
  };

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
      title={titles[mode]}
      maxWidth="md"
      onClose={onClose}
      submitLabel={mode === 'edit' ? t`Update Job` : t`Post Job`}
      cancelLabel={readOnly ? t`Close` : t`Cancel`}
      secondaryAction={job && <HistoryButton entityType="job" entityId={job.id} name={job.title} onRestored={onClose} />}
      primaryAction={
        readOnly ? (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setMode('edit')}>
            <Trans>Edit</Trans>
          </Button>
        ) : undefined
      }
      initialFocusRef={readOnly ? undefined : titleRef}
    >
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {errors.translations}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField key={`title-${language}`} label={t`Title`} required={language === 'en'} fullWidth inputRef={titleRef} {...textOf('title')} />
        <TextField label={t`Company`} required fullWidth value={values.company} onChange={(e) => set('company', e.target.value)} {...fieldProps('company')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t`Location`} required fullWidth placeholder={t`e.g. Remote, or San Francisco, CA`} value={values.location} onChange={(e) => set('location', e.target.value)} {...fieldProps('location')} />
        {select('department', t`Department`, JOB_DEPARTMENTS.map((d) => [d, i18n._(JOB_DEPARTMENT_MESSAGES[d])] as const))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select('type', t({ message: 'Type', context: 'job type' }), JOB_TYPES.map((type) => [type, i18n._(JOB_TYPE_MESSAGES[type])] as const))}
        {select('level', t({ message: 'Level', context: 'job level' }), JOB_LEVELS.map((l) => [l, i18n._(JOB_LEVEL_MESSAGES[l])] as const))}
        {select('status', t`Status`, JOB_STATUSES.map((s) => [s, i18n._(JOB_STATUS_MESSAGES[s])] as const))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t`Salary`}
          fullWidth
          placeholder={t`e.g. $80,000 - $120,000`}
          value={values.salary}
          onChange={(e) => set('salary', e.target.value)}
          {...fieldProps('salary')}
          helperText={errors.salary ?? (readOnly ? undefined : t`A yearly amount or range; currency code or symbol optional (USD)`)}
        />
        <TextField key={`experience-${language}`} label={t`Experience`} fullWidth placeholder={t`e.g. 3+ years`} {...textOf('experience')} />
        <TextField label={t`Deadline`} type="date" fullWidth value={values.deadline} onChange={(e) => set('deadline', e.target.value)} {...fieldProps('deadline')} />
      </Stack>
      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        readOnly={readOnly}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />
      <TextArea key={`description-${language}`} label={t`Description`} required={language === 'en'} fullWidth {...textOf('description')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {listFields.map(([field, label]) => (
          <TextArea
            key={`${field}-${language}`}
            label={label}
            fullWidth
            {...textOf(field)}
            helperText={(language === 'en' ? errors[field] : undefined) ?? (readOnly ? undefined : t`One per line`)}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
