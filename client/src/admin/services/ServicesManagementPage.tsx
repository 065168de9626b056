import Typography from '@mui/material/Typography';

export function ServicesManagementPage() {
  return <Typography variant="h4">Services Management</Typography>;
}
