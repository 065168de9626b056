import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface CallToActionProps {
  title: string;
  text: string;
  actionLabel: string;
  to: string;
}

/** The closing banner that sends visitors to a next step (usually /contact). */
export function CallToAction({ title, text, actionLabel, to }: CallToActionProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box
        sx={{
          borderRadius: 5,
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #312E81 0%, #4338CA 45%, #0E7490 100%)',
          boxShadow: '0 24px 60px rgba(49, 46, 129, 0.35)',
        }}
      >
        <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, opacity: 0.85, fontSize: '1.1rem', maxWidth: 640, mx: 'auto' }}>{text}</Typography>
        <Button
          component={RouterLink}
          to={to}
          size="large"
          variant="contained"
          endIcon={<ArrowForward />}
          sx={{ bgcolor: '#fff', color: '#312E81', '&:hover': { bgcolor: '#EEF2FF' } }}
        >
          {actionLabel}
        </Button>
      </Box>
    </Container>
  );
}
