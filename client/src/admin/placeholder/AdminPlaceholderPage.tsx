import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { PageHeader } from '../../components/PageHeader';

/** Stands in for an admin screen whose issue has not landed yet. */
export function AdminPlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center', borderRadius: 4 }}>
        <ConstructionOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
        <Typography color="text.secondary">This section is being built.</Typography>
      </Paper>
    </>
  );
}
