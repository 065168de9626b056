import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Language } from '@ai-solutions/common';
import { ContentLanguageTabs } from '../shared/content-languages/ContentLanguageTabs';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { languageFieldProps } from '../shared/content-languages/language-fields';
import type { CourseInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormSection } from '../../components/form/FormSection';
import { SelectField } from '../../components/form/SelectField';
import { useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps, FormProblems } from '../../components/form/useFormDialog';
import { COURSE_CATEGORIES, levelLabel } from '../../public/courses/course-format';
import { COURSE_TEXT_FIELDS, courseToForm, emptyCourseForm, formFieldOf, levelOptions, statusOptions, toCourseInput, validateCourseForm } from './course-form';
import type { CourseFormValues, CourseTextValues, EditableCourse } from './course-form';
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';

export interface CourseDialogProps extends EditDialogProps<CourseInput> {
  /** The course to edit; null adds a new one. */
  course: EditableCourse | null;
}

const moneyInput = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
} as const;


/**
 * Add/Edit Course. Mount it with a fresh `key` for each opening: the form state starts from
 * `course` when the component mounts.
 */
export function CourseDialog({ open, course, onClose, onSubmit }: CourseDialogProps) {
  const { t, i18n } = useLingui();
  const isEdit = course !== null;
  // The course's prices, with what each field means.
  const moneyFields = [
    { field: 'price', label: t`Price`, hint: t`0 is a free course` },
    { field: 'discountPrice', label: t`Discount Price`, hint: t`Optional` },
  ] as const;
  // The language switch: English edits the original; another language its version, whose blank
  // fields show the English (the site falls back to it) as their placeholder.
  const [language, setLanguage] = useState<Language>('en');
  const form = useFormDialog({
    initial: () => (course ? courseToForm(course) : emptyCourseForm()),
    check: (values) => {
      const problems = checkCourseForm(values, i18n, { required: t`Please fill in all required fields (Title, Description)`, correctThem: t`Please correct the highlighted fields.` });
      // The fields the form checks are the English ones: show them.
      if (problems) setLanguage('en');
      return problems;
    },
    save: (values) => onSubmit(toCourseInput(values)),
    fieldOf: formFieldOf,
  });
  const { values, set, errors, errorProps, textProps } = form;
  const titleRef = useRef<HTMLInputElement>(null);
  const statuses = statusOptions(isEdit, course?.status ?? values.status);
  const missing = missingLanguages({ en: values, ...values.translations }, COURSE_TEXT_FIELDS);
  const versioned = { values, set, textProps: (field: keyof CourseTextValues) => ({ name: field, fullWidth: true, ...textProps(field) }) };
  /** A text field of the chosen language (the original's rules in English, optional in a version). */
  const languageTextProps = (field: keyof CourseTextValues, maxLength: number, required = true) => languageFieldProps(versioned, language, field, { required, maxLength });

  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={isEdit ? t`Edit Course` : t`Add New Course`}
      maxWidth="md"
      onClose={onClose}
      submitLabel={isEdit ? t`Update Course` : t`Add Course`}
      secondaryAction={course?.id && <HistoryButton entityType="course" entityId={course.id} name={course.title} onRestored={onClose} />}
      initialFocusRef={titleRef}
    >
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {errors.translations}
        </Typography>
      )}
      <TextField key={`title-${language}`} label={t`Title`} inputRef={titleRef} {...languageTextProps('title', 150)} />
      <TextArea key={`description-${language}`} label={t`Description`} {...languageTextProps('description', 5000)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t`Category`} fullWidth {...textProps('category')}>
          {COURSE_CATEGORIES.map((category) => (
            <MenuItem key={category.value} value={category.value}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
        <SelectField
          label={t`Level`}
          fullWidth
          value={values.level}
          options={levelOptions(isEdit, course?.level ?? values.level)}
          labels={levelLabel}
          onValueChange={(level) => level && set('level', level)}
          {...errorProps('level')}
        />
        <SelectField
          label={t`Status`}
          fullWidth
          value={values.status}
          options={statuses.map((status) => status.value)}
          labels={(value) => {
            const label = statuses.find((status) => status.value === value)?.label;
            return label ? i18n._(label) : value;
          }}
          onValueChange={(status) => status && set('status', status)}
          {...errorProps('status')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          key={`duration-${language}`}
          label={t`Duration`}
          {...languageTextProps('duration', 60, false)}
          placeholder={(language === 'en' ? '' : values.duration) || t`e.g. 8 weeks`}
        />
        {moneyFields.map(({ field, label, hint }) => (
          <TextField key={field} label={label} type="number" slotProps={moneyInput} {...textProps(field)} helperText={errors[field] ?? hint} />
        ))}
      </Stack>
      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />

      <FormSection title={t`Instructor`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t`Instructor`}
            fullWidth
            {...textProps('instructorName')}
          />
          <TextField
            label={t`Instructor Title`}
            placeholder={t`e.g. Lead Data Scientist`}
            fullWidth
            {...textProps('instructorTitle')}
          />
        </Stack>
        <TextArea
          label={t`Instructor Bio`}
          fullWidth
          minRows={2}
          sx={{ mt: 2 }}
          {...textProps('instructorBio')}
        />
      </FormSection>

      <TextField
        key={`skills-${language}`}
        label={t`Skills`}
        {...languageTextProps('skills', 2000, false)}
        placeholder={(language === 'en' ? '' : values.skills) || t`e.g. Python, pandas, Data cleaning`}
        helperText={(language === 'en' ? errors.skills : undefined) ?? t`Separate skills with commas`}
      />

      <FormControlLabel
        control={<Switch checked={values.certificate} onChange={(e) => set('certificate', e.target.checked)} />}
        label={t`Certificate of completion`}
      />
    </FormDialog>
  );
}

/** The course form's own rules; a missing title or description has the spec's message. */
function checkCourseForm(values: CourseFormValues, i18n: I18n, alerts: { required: string; correctThem: string }): FormProblems<CourseFormValues> | null {
  const found = validateCourseForm(values, i18n);
  if (Object.keys(found).length === 0) return null;
  return {
    alert: found.title || found.description ? alerts.required : alerts.correctThem,
    errors: found,
  };
}

