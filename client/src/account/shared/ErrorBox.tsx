import Alert from '@mui/material/Alert';

/** The red box of the account screens (spec section 4); nothing when there is no error. */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}
