import Alert from '@mui/material/Alert';

/** How a profile form's last save went. */
export interface FormStatusValue {
  kind: 'success' | 'error';
  message: string;
}

/** The last save's outcome above a form; nothing before the first. */
export function FormStatus({ status }: { status: FormStatusValue | null }) {
  if (!status) return null;
  return (
    <Alert severity={status.kind} sx={{ mb: 3 }}>
      {status.message}
    </Alert>
  );
}
