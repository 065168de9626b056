import Typography from '@mui/material/Typography';

export function AdminPlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4">{title}</Typography>
      <Typography color="text.secondary">This section is being built.</Typography>
    </>
  );
}
