import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';

export interface ScheduleValues {
  /** YYYY-MM-DDTHH:mm in the site's time zone, or ''. */
  publishAt: string;
  unpublishAt: string;
}

export interface ScheduleFieldsProps {
  values: ScheduleValues;
  onChange: (field: keyof ScheduleValues, value: string) => void;
  readOnly?: boolean;
  errors?: Partial<Record<keyof ScheduleValues, string>>;
}

/**
 * "Publish at" and "Unpublish at" of a job, course or service: a date and time in the site's time
 * zone (System Settings), applied by the server within a minute of it.
 */
export function ScheduleFields({ values, onChange, readOnly = false, errors = {} }: ScheduleFieldsProps) {
  const { t } = useLingui();
  const hint = readOnly ? undefined : t`In the site's time zone. Leave empty for none.`;
  const field = (name: keyof ScheduleValues, label: string) => (
    <TextField
      label={label}
      type="datetime-local"
      fullWidth
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ input: { readOnly }, inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('publishAt', t`Publish at`)}
      {field('unpublishAt', t`Unpublish at`)}
    </Stack>
  );
}
