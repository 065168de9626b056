import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { uploadFile } from '../../app/apollo';
import { TextArea } from '../../components/TextArea';
import { useFormat } from '../../components/format/useFormat';
import { ResumePicker } from './ResumePicker';
import { toApplyFormData, validateApplyForm } from './apply-form';
import type { ApplyFormErrors, ApplyFormValues } from './apply-form';

export interface ApplyFormProps {
  jobId: string;
  /** Prefilled from the candidate's profile. */
  defaultPhone?: string | null;
  onApplied: () => void;
}

/** Phone, cover letter and résumé, sent as multipart with an upload progress bar. */
export function ApplyForm({ jobId, defaultPhone, onApplied }: ApplyFormProps) {
  const [values, setValues] = useState<ApplyFormValues>({ phone: defaultPhone ?? '', coverLetter: '', resume: null });
  const [errors, setErrors] = useState<ApplyFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const percent = format.number((progress ?? 0) / 100, { style: 'percent' });

  const set = <K extends keyof ApplyFormValues>(field: K, value: ApplyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  /** A text field's value, change, error message and state, for `field`. */
  const textProps = (field: 'phone' | 'coverLetter') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    disabled: sending,
  });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateApplyForm(values, (message) => i18n._(message));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    try {
      await uploadFile(`/api/jobs/${jobId}/applications`, toApplyFormData(values), setProgress);
      onApplied();
    } catch (error) {
      const message = error instanceof Error ? error.message : t`An error occurred`;
      // The server names the field in its message; a résumé problem belongs under the file.
      if (message.startsWith('Résumé')) setErrors({ resume: message });
      else setFailure(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t`Apply for this job`}>
      <Stack spacing={2.5}>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <TextField
          label={t`Phone Number`}
          type="tel"
          required
          fullWidth
          autoComplete="tel"
          {...textProps('phone')}
        />
        <TextArea
          label={t`Cover Letter`}
          fullWidth
          minRows={5}
          placeholder={t`Tell us why you would be a great fit (optional)`}
          {...textProps('coverLetter')}
        />
        <ResumePicker file={values.resume} onChange={(file) => set('resume', file)} error={errors.resume} disabled={sending} />
        {sending && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label={t`Upload progress`} />
            <Typography variant="caption" color="text.secondary" role="status">
              <Trans>Uploading… {percent}</Trans>
            </Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" startIcon={<SendOutlined />} disabled={sending}>
          {sending ? t`Submitting...` : t`Submit Application`}
        </Button>
      </Stack>
    </Box>
  );
}
