import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../components/format/useFormat';
import { PlayerOutline } from './PlayerOutline';
import { itemPath, neighbours } from './player-outline';
import type { PlayerModule } from './player-outline';

export interface PlayerShellProps {
  courseId: string;
  title: string;
  modules: readonly PlayerModule[];
  currentId: string | null;
  /** Percent complete; null for a visitor without access. */
  percent: number | null;
  /** Above the lesson: a refusal, the completion banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The player's frame: the course's title and progress, the outline beside the lesson (a drawer on
 * phones), the lesson itself, and previous/next under it.
 */
export function PlayerShell({ courseId, title, modules, currentId, percent, banner, children }: PlayerShellProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [drawer, setDrawer] = useState(false);
  const { previous, next } = currentId ? neighbours(modules, currentId) : { previous: null, next: null };
  const percentText = percent === null ? null : format.number(percent / 100, { style: 'percent' });
  const outline = <PlayerOutline courseId={courseId} modules={modules} currentId={currentId} onPick={() => setDrawer(false)} />;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: { xs: 2, md: 3 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={`/courses/${courseId}`} underline="hover" color="text.secondary" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ArrowBack sx={{ fontSize: 16 }} aria-hidden />
            <Trans>Course page</Trans>
          </Link>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        {percentText !== null && percent !== null && (
          <Box sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <Trans>Your progress</Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>{percentText} complete</Trans>
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={percent} color={percent === 100 ? 'success' : 'primary'} aria-label={t`Progress in ${title}`} sx={{ height: 8, borderRadius: 4 }} />
          </Box>
        )}
      </Stack>

      <Button variant="outlined" startIcon={<MenuOpen />} onClick={() => setDrawer(true)} sx={{ display: { md: 'none' }, mb: 2 }} fullWidth>
        <Trans>Course outline</Trans>
      </Button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width: 340, maxWidth: '88vw', py: 1 } } }}>
        {outline}
      </Drawer>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' }, gap: { md: 3, lg: 4 }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88, maxHeight: 'calc(100vh - 112px)', overflowY: 'auto', py: 1 }}>
          {outline}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {banner}
          {children}
          {currentId && (
            <Stack component="nav" aria-label={t`Lessons`} direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              {previous ? (
                <Button component={RouterLink} to={itemPath(courseId, previous.id)} startIcon={<ArrowBack />} sx={{ textAlign: 'left' }}>
                  <Trans>Previous</Trans>
                </Button>
              ) : (
                <span />
              )}
              {next && (
                <Button component={RouterLink} to={itemPath(courseId, next.id)} endIcon={<ArrowForward />} variant="contained" sx={{ textAlign: 'right' }}>
                  <Trans>Next</Trans>
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Box>
    </Container>
  );
}
