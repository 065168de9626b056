import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useRef } from 'react';
import type { CourseInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormSection } from '../../components/form/FormSection';
import { SelectField } from '../../components/form/SelectField';
import { useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps, FormProblems } from '../../components/form/useFormDialog';
import { COURSE_CATEGORIES, levelLabel } from '../../public/courses/course-format';
import { REQUIRED_FIELDS_MESSAGE, courseToForm, emptyCourseForm, emptyModule, formFieldOf, levelOptions, statusOptions, toCourseInput, validateCourseForm } from './course-form';
import type { CourseFormValues, EditableCourse, ModuleFormValues } from './course-form';
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

/** The course's prices, with what each field means. */
const MONEY_FIELDS = [
  { field: 'price', label: 'Price', hint: '0 is a free course' },
  { field: 'discountPrice', label: 'Discount Price', hint: 'Optional' },
] as const;

/**
 * Add/Edit Course. Mount it with a fresh `key` for each opening: the form state starts from
 * `course` when the component mounts.
 */
export function CourseDialog({ open, course, onClose, onSubmit }: CourseDialogProps) {
  const isEdit = course !== null;
  const form = useFormDialog({
    initial: () => (course ? courseToForm(course) : emptyCourseForm()),
    check: checkCourseForm,
    save: (values) => onSubmit(toCourseInput(values)),
    fieldOf: formFieldOf,
  });
  const { values, set, errors, errorProps, textProps } = form;
  const titleRef = useRef<HTMLInputElement>(null);
  const statuses = statusOptions(isEdit, course?.status ?? values.status);

  const setModule = (index: number, change: Partial<ModuleFormValues>) =>
    set(
      'modules',
      values.modules.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );

  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={isEdit ? 'Edit Course' : 'Add New Course'}
      maxWidth="md"
      onClose={onClose}
      submitLabel={isEdit ? 'Update Course' : 'Add Course'}
      secondaryAction={course?.id && <HistoryButton entityType="course" entityId={course.id} name={course.title} onRestored={onClose} />}
      initialFocusRef={titleRef}
    >
      <TextField
        label="Title"
        required
        fullWidth
        inputRef={titleRef}
        {...textProps('title')}
      />
      <TextArea
        label="Description"
        required
        fullWidth
        {...textProps('description')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label="Category" fullWidth {...textProps('category')}>
          {COURSE_CATEGORIES.map((category) => (
            <MenuItem key={category.value} value={category.value}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
        <SelectField
          label="Level"
          fullWidth
          value={values.level}
          options={levelOptions(isEdit, course?.level ?? values.level)}
          labels={levelLabel}
          onValueChange={(level) => level && set('level', level)}
          {...errorProps('level')}
        />
        <SelectField
          label="Status"
          fullWidth
          value={values.status}
          options={statuses.map((status) => status.value)}
          labels={(value) => statuses.find((status) => status.value === value)?.label ?? value}
          onValueChange={(status) => status && set('status', status)}
          {...errorProps('status')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Duration"
          placeholder="e.g. 8 weeks"
          fullWidth
          {...textProps('duration')}
        />
        {MONEY_FIELDS.map(({ field, label, hint }) => (
          <TextField key={field} label={label} type="number" slotProps={moneyInput} {...textProps(field)} helperText={errors[field] ?? hint} />
        ))}
      </Stack>
      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />

      <FormSection title="Instructor">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Instructor"
            fullWidth
            {...textProps('instructorName')}
          />
          <TextField
            label="Instructor Title"
            placeholder="e.g. Lead Data Scientist"
            fullWidth
            {...textProps('instructorTitle')}
          />
        </Stack>
        <TextArea
          label="Instructor Bio"
          fullWidth
          minRows={2}
          sx={{ mt: 2 }}
          {...textProps('instructorBio')}
        />
      </FormSection>

      <TextField
        label="Skills"
        placeholder="e.g. Python, pandas, Data cleaning"
        fullWidth
        {...textProps('skills')}
        helperText={errors.skills ?? 'Separate skills with commas'}
      />

      <FormSection title="Modules">
        <Stack spacing={1.5}>
          {values.modules.map((module, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Stack spacing={1.5} sx={{ flex: 1 }}>
                  <TextField
                    label={`Module ${index + 1} title`}
                    size="small"
                    fullWidth
                    value={module.title}
                    onChange={(e) => setModule(index, { title: e.target.value })}
                    error={Boolean(errors.modules) && !module.title.trim() && Boolean(module.lessons.trim())}
                  />
                  <TextArea
                    label={`Module ${index + 1} lessons`}
                    size="small"
                    fullWidth
                    minRows={2}
                    placeholder="One lesson per line"
                    value={module.lessons}
                    onChange={(e) => setModule(index, { lessons: e.target.value })}
                  />
                </Stack>
                <IconButton
                  aria-label={`Remove module ${index + 1}`}
                  onClick={() =>
                    set(
                      'modules',
                      values.modules.filter((_, i) => i !== index),
                    )
                  }
                  disabled={values.modules.length <= 1}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {errors.modules && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
            {errors.modules}
          </Typography>
        )}
        <Button startIcon={<AddIcon />} onClick={() => set('modules', [...values.modules, emptyModule()])} size="small" sx={{ mt: 1 }}>
          Add Module
        </Button>
      </FormSection>

      <FormControlLabel
        control={<Switch checked={values.certificate} onChange={(e) => set('certificate', e.target.checked)} />}
        label="Certificate of completion"
      />
    </FormDialog>
  );
}

/** The course form's own rules; a missing title or description has the spec's message. */
function checkCourseForm(values: CourseFormValues): FormProblems<CourseFormValues> | null {
  const found = validateCourseForm(values);
  if (Object.keys(found).length === 0) return null;
  return {
    alert: found.title || found.description ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.',
    errors: found,
  };
}

