import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../app/apollo';
import type { BuilderFile } from './builder-model';

export interface CourseFileUploadProps {
  courseId: string;
  label: string;
  /** The file chooser's filter, e.g. `video/mp4`. */
  accept: string;
  onUploaded: (file: BuilderFile) => void;
}

/** Uploads one file to the course's file store (the server checks its kind and size) and answers it. */
export function CourseFileUpload({ courseId, label, accept, onUploaded }: CourseFileUploadProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    try {
      onUploaded(await uploadFile<BuilderFile>(`/api/courses/${courseId}/files`, form, setProgress));
    } catch (e) {
      setError(e instanceof Error ? e.message : t`The upload failed. Please try again.`);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={progress !== null} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} hidden aria-label={label} onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
      {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ width: 200 }} aria-label={t`Upload progress`} />}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
