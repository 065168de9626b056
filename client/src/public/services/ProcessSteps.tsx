import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const STEPS = [
  { title: msg`Discovery`, text: msg`We learn your goals, processes and data, and identify where AI can create the most value.` },
  { title: msg`Strategy`, text: msg`We define the solution, success metrics, timeline and budget in a clear, actionable plan.` },
  { title: msg`Development`, text: msg`We build and validate your solution in short iterations, with your team involved at every step.` },
  { title: msg`Deployment`, text: msg`We launch to production, train your people and monitor performance for continuous improvement.` },
] as const;

/** The four-step process shown under the services (spec section 2). */
export function ProcessSteps() {
  const { i18n } = useLingui();
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {STEPS.map((step, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Box sx={{ textAlign: 'center', px: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.25rem',
                color: '#fff',
                background: 'linear-gradient(135deg, #4F46E5 0%, #0891B2 100%)',
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h6" component="h3" gutterBottom>
              {i18n._(step.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {i18n._(step.text)}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
