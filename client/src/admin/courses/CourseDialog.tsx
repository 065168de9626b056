import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { CourseInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import { COURSE_CATEGORIES, levelLabel } from '../../public/courses/course-format';
import {
  REQUIRED_FIELDS_MESSAGE,
  courseToForm,
  emptyCourseForm,
  emptyModule,
  formFieldOf,
  levelOptions,
  statusOptions,
  toCourseInput,
  validateCourseForm,
} from './course-form';
import type { CourseFormField, CourseFormValues, EditableCourse, FormErrors, ModuleFormValues } from './course-form';

export interface CourseDialogProps {
  open: boolean;
  /** The course to edit; null adds a new one. */
  course: EditableCourse | null;
  onClose: () => void;
  /**
   * Saves the input. Resolves when saved (the caller closes the dialog); rejects with a
   * SaveFailure, whose message the dialog shows at its top and whose field messages under the fields.
   */
  onSubmit: (input: CourseInput) => Promise<void>;
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  const isEdit = course !== null;
  const [values, setValues] = useState<CourseFormValues>(() => (course ? courseToForm(course) : emptyCourseForm()));
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const setModule = (index: number, change: Partial<ModuleFormValues>) =>
    set(
      'modules',
      values.modules.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateCourseForm(values);
    if (Object.keys(found).length > 0) {
      setAlert(found.title || found.description ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.');
      setErrors(found);
      return;
    }
    setAlert(null);
    setSaving(true);
    try {
      await onSubmit(toCourseInput(values));
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
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form?.scrollIntoView?.({ block: 'start' });
  }, [alert, errors]);

  const errorProps = (field: CourseFormField) => ({ error: Boolean(errors[field]), helperText: errors[field] });

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${formId}-title`}
      // The modal focuses itself as it opens; the title is where typing starts.
      slotProps={{
        transition: {
          onEntered: () => {
            if (!formRef.current?.contains(document.activeElement)) titleRef.current?.focus();
          },
        },
      }}
    >
      <DialogTitle id={`${formId}-title`} sx={{ pr: 7 }}>
        {isEdit ? 'Edit Course' : 'Add New Course'}
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
            <TextField
              label="Title"
              required
              fullWidth
              inputRef={titleRef}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              {...errorProps('title')}
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
              <TextField select label="Category" fullWidth value={values.category} onChange={(e) => set('category', e.target.value)} {...errorProps('category')}>
                {COURSE_CATEGORIES.map((category) => (
                  <MenuItem key={category.value} value={category.value}>
                    {category.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Level"
                fullWidth
                value={values.level}
                onChange={(e) => {
                  const level = levelOptions(isEdit, course?.level ?? values.level).find((l) => l === e.target.value);
                  if (level) set('level', level);
                }}
                {...errorProps('level')}
              >
                {levelOptions(isEdit, course?.level ?? values.level).map((level) => (
                  <MenuItem key={level} value={level}>
                    {levelLabel(level)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Status"
                fullWidth
                value={values.status}
                onChange={(e) => {
                  const status = statusOptions(isEdit, course?.status ?? values.status).find((s) => s.value === e.target.value);
                  if (status) set('status', status.value);
                }}
                {...errorProps('status')}
              >
                {statusOptions(isEdit, course?.status ?? values.status).map((status) => (
                  <MenuItem key={status.value} value={status.value}>
                    {status.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Duration"
                placeholder="e.g. 8 weeks"
                fullWidth
                value={values.duration}
                onChange={(e) => set('duration', e.target.value)}
                {...errorProps('duration')}
              />
              <TextField
                label="Price"
                type="number"
                fullWidth
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
                slotProps={moneyInput}
                {...errorProps('price')}
                helperText={errors.price ?? '0 is a free course'}
              />
              <TextField
                label="Discount Price"
                type="number"
                fullWidth
                value={values.discountPrice}
                onChange={(e) => set('discountPrice', e.target.value)}
                slotProps={moneyInput}
                {...errorProps('discountPrice')}
                helperText={errors.discountPrice ?? 'Optional'}
              />
            </Stack>

            <Section title="Instructor">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Instructor"
                  fullWidth
                  value={values.instructorName}
                  onChange={(e) => set('instructorName', e.target.value)}
                  {...errorProps('instructorName')}
                />
                <TextField
                  label="Instructor Title"
                  placeholder="e.g. Lead Data Scientist"
                  fullWidth
                  value={values.instructorTitle}
                  onChange={(e) => set('instructorTitle', e.target.value)}
                  {...errorProps('instructorTitle')}
                />
              </Stack>
              <TextArea
                label="Instructor Bio"
                fullWidth
                minRows={2}
                sx={{ mt: 2 }}
                value={values.instructorBio}
                onChange={(e) => set('instructorBio', e.target.value)}
                {...errorProps('instructorBio')}
              />
            </Section>

            <TextField
              label="Skills"
              placeholder="e.g. Python, pandas, Data cleaning"
              fullWidth
              value={values.skills}
              onChange={(e) => set('skills', e.target.value)}
              {...errorProps('skills')}
              helperText={errors.skills ?? 'Separate skills with commas'}
            />

            <Section title="Modules">
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
            </Section>

            <FormControlLabel
              control={<Switch checked={values.certificate} onChange={(e) => set('certificate', e.target.checked)} />}
              label="Certificate of completion"
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          {saving ? 'Saving...' : isEdit ? 'Update Course' : 'Add Course'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function toFormErrors(serverFields: Record<string, string>): FormErrors {
  const result: FormErrors = {};
  for (const [name, message] of Object.entries(serverFields)) {
    const field = formFieldOf(name);
    if (field) result[field] ??= message;
  }
  return result;
}
