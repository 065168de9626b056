import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const MODELS = [
  { name: 'Demand forecasting', value: 94 },
  { name: 'Document understanding', value: 88 },
  { name: 'Customer support assistant', value: 97 },
] as const;

/** A decorative "dashboard" card: shows the kind of outcome we deliver, no live data. */
export function HeroShowcase() {
  return (
    <Box aria-hidden sx={{ position: 'relative', maxWidth: 520, mx: 'auto', display: { xs: 'none', sm: 'block' } }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 3, md: 4 },
          pb: { xs: 7, md: 8 },
          borderRadius: 5,
          boxShadow: `0 30px 80px ${theme.alpha(theme.vars.palette.primary.main, 0.18)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 30px 80px ${theme.alpha(theme.vars.palette.primary.main, 0.25)}` }),
        })}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Models in production
            </Typography>
            <Typography variant="h4" component="p">
              Performance
            </Typography>
          </Box>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'success.main', bgcolor: 'action.hover', px: 1.25, py: 0.5, borderRadius: 5, whiteSpace: 'nowrap' }}
          >
            <TrendingUp fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              +32% ROI
            </Typography>
          </Stack>
        </Stack>
        <Stack spacing={2.5}>
          {MODELS.map((model) => (
            <Box key={model.name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {model.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {model.value}% accuracy
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={model.value} sx={{ height: 8, borderRadius: 4 }} />
            </Box>
          ))}
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          position: 'absolute',
          left: { sm: -16, md: -36 },
          bottom: -28,
          px: 2.5,
          py: 1.5,
          borderRadius: 3,
          boxShadow: '0 12px 30px rgba(15, 23, 42, 0.15)',
        }}
      >
        <Typography variant="caption" color="text.secondary">
          Learners this quarter
        </Typography>
        <Typography variant="h6" component="p">
          2,480 certified
        </Typography>
      </Paper>
    </Box>
  );
}
