import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HeroShowcase } from './HeroShowcase';
import { Trans, useLingui } from '@lingui/react/macro';

export function HomeHero() {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 8, md: 12 },
        pb: { xs: 8, md: 14 },
        background: `radial-gradient(1000px 500px at 0% 0%, ${theme.alpha(theme.vars.palette.primary.main, 0.2)}, transparent 65%),
          radial-gradient(800px 480px at 100% 30%, ${theme.alpha(theme.vars.palette.secondary.main, 0.16)}, transparent 65%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip label={t`AI consulting · development · training`} color="primary" variant="outlined" sx={{ mb: 3 }} />
            <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', sm: '3.2rem', md: '3.75rem' } }}>
              <Trans>
                Transform your business with{' '}
                <Box
                  component="span"
                  sx={{
                    background: 'linear-gradient(135deg, #6366F1 0%, #06B6D4 100%)',
                    backgroundClip: 'text',
                    WebkitBackgroundClip: 'text',
                    color: 'transparent',
                  }}
                >
                  artificial intelligence
                </Box>
              </Trans>
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, fontWeight: 400, lineHeight: 1.7 }}>
              <Trans>
                We design, build and deploy AI solutions that deliver measurable results, and we train your people to lead with them. From
                the first strategy workshop to production systems.
              </Trans>
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
              <Button component={RouterLink} to="/courses" variant="contained" size="large" endIcon={<ArrowForward />}>
                <Trans>Explore Courses</Trans>
              </Button>
              <Button component={RouterLink} to="/services" variant="outlined" size="large">
                <Trans>Our Services</Trans>
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HeroShowcase />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
