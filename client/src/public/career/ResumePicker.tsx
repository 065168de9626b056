import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormat } from '../../components/format/useFormat';
import { RESUME_ACCEPT, fileSizeText } from './apply-form';

export interface ResumePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The résumé field: a button that opens the file chooser, then the chosen file with a way to remove it. */
export function ResumePicker({ file, onChange, error, disabled }: ResumePickerProps) {
  const helpId = useId();
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        <Trans comment="The résumé field's label; the star marks it as required.">Résumé *</Trans>
      </Typography>
      <Box
        sx={{
          border: 1,
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 1.5,
        }}
      >
        {file ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <DescriptionOutlined color="primary" aria-hidden />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {fileSizeText(format, file.size)}
              </Typography>
            </Box>
            <IconButton
              aria-label={t`Remove résumé`}
              size="small"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : (
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={disabled} fullWidth>
            <Trans>Choose file</Trans>
            <input
              type="file"
              hidden
              accept={RESUME_ACCEPT}
              aria-label={t`Résumé`}
              aria-describedby={helpId}
              onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            />
          </Button>
        )}
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? t`PDF, DOC or DOCX, up to 5 MB`}
      </FormHelperText>
    </Box>
  );
}
