import ArrowBack from '@mui/icons-material/ArrowBack';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface ComingSoonProps {
  backTo: string;
  backLabel: string;
}

/** The spec's "Coming soon" placeholder screens (Course Details, Job Details). */
export function ComingSoon({ backTo, backLabel }: ComingSoonProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <HourglassEmptyOutlined fontSize="large" />
      </Box>
      <Typography variant="h3" component="h1" gutterBottom>
        Coming soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We are putting the finishing touches on this page. Please check back shortly.
      </Typography>
      <Button component={RouterLink} to={backTo} variant="outlined" startIcon={<ArrowBack />}>
        {backLabel}
      </Button>
    </Container>
  );
}
