import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';

/** A decorative "dashboard" card: shows the kind of outcome we deliver, no live data. */
export function HeroShowcase() {
  const { t } = useLingui();
  const format = useFormat();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  const roi = `+${percent(32)}`;
  const certified = format.count(2480);
  const models = [
    { name: t`Demand forecasting`, value: 94 },
    { name: t`Document understanding`, value: 88 },
    { name: t`Customer support assistant`, value: 97 },
  ].map((model) => ({ ...model, accuracy: percent(model.value) }));
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
              <Trans>Models in production</Trans>
            </Typography>
            <Typography variant="h4" component="p">
              <Trans>Performance</Trans>
            </Typography>
          </Box>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'success.main', bgcolor: 'action.hover', px: 1.25, py: 0.5, borderRadius: 5, whiteSpace: 'nowrap' }}
          >
            <TrendingUp fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              <Trans>{roi} ROI</Trans>
            </Typography>
          </Stack>
        </Stack>
        <Stack spacing={2.5}>
          {models.map(({ name, value, accuracy }) => (
            <Box key={name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Trans>{accuracy} accuracy</Trans>
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={value} sx={{ height: 8, borderRadius: 4 }} />
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
          <Trans>Learners this quarter</Trans>
        </Typography>
        <Typography variant="h6" component="p">
          <Trans>{certified} certified</Trans>
        </Typography>
      </Paper>
    </Box>
  );
}
