import Typography from '@mui/material/Typography';

export function AdminDashboardPage() {
  return <Typography variant="h4">Dashboard</Typography>;
}
