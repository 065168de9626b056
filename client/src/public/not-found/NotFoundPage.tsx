import Home from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '6rem', md: '8rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.05em',
          background: 'linear-gradient(135deg, #6366F1 0%, #06B6D4 100%)',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        <Trans>Page not found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<Home />}>
        <Trans>Go Home</Trans>
      </Button>
    </Container>
  );
}
