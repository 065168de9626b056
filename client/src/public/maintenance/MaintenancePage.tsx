import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/** What visitors see while Maintenance Mode is on (System Settings › System). */
export function MaintenancePage({ siteName }: { siteName: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <ConstructionOutlinedIcon aria-hidden color="primary" sx={{ fontSize: 72 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        <Trans>We'll be back soon</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        <Trans>{siteName} is down for maintenance. Please try again soon.</Trans>
      </Typography>
      <Button component={RouterLink} to="/login?role=admin" variant="outlined" startIcon={<LoginOutlinedIcon />}>
        <Trans>Staff sign in</Trans>
      </Button>
    </Container>
  );
}
