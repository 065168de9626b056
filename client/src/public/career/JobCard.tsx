import ArrowForward from '@mui/icons-material/ArrowForward';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicJobCard_JobFragment } from '../../__generated__/graphql';
import { useNow } from '../../components/format/clock';
import { useFormat } from '../../components/format/useFormat';
import { DepartmentIcon } from './department-icons';
import { JOB_DEPARTMENT_MESSAGES, JOB_LEVEL_MESSAGES, JOB_TYPE_MESSAGES, salaryText } from './job-format';

export function JobCard({ job }: { job: PublicJobCard_JobFragment }) {
  const now = useNow();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = job.title;
  return (
    <Card
      component="article"
      aria-label={job.title}
      data-testid="job-card"
      sx={(theme) => ({
        transition: 'border-color .2s ease, box-shadow .2s ease',
        '&:hover': { borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5), boxShadow: `0 12px 32px ${theme.alpha(theme.vars.palette.primary.main, 0.1)}` },
      })}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2.5, md: 3 } } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 52,
                height: 52,
                flexShrink: 0,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
              })}
            >
              <DepartmentIcon department={job.department} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
                <Link component={RouterLink} to={`/career/${job.id}`} color="inherit" underline="hover">
                  {job.title}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {job.company} · {i18n._(JOB_DEPARTMENT_MESSAGES[job.department])}
              </Typography>
              <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
                <Fact icon={<PlaceOutlined />} label={job.location} />
                <Chip size="small" color="primary" variant="outlined" label={i18n._(JOB_TYPE_MESSAGES[job.type])} />
                <Chip size="small" variant="outlined" label={i18n._(JOB_LEVEL_MESSAGES[job.level])} />
                {job.salary && <Fact icon={<PaymentsOutlined />} label={salaryText(format, job.salary)} />}
                {job.experience && <Fact icon={<WorkHistoryOutlined />} label={job.experience} />}
              </Stack>
            </Box>
          </Stack>
          <Stack
            direction={{ xs: 'row', md: 'column' }}
            spacing={1}
            sx={{ alignItems: { xs: 'center', md: 'flex-end' }, justifyContent: 'space-between', flexShrink: 0 }}
          >
            {job.postedDate && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <ScheduleOutlined sx={{ fontSize: 16 }} aria-hidden />
                <PostedAgo when={format.relativeTime(job.postedDate, now)} />
              </Typography>
            )}
            <Button
              component={RouterLink}
              to={`/career/${job.id}#apply`}
              variant="contained"
              endIcon={<ArrowForward />}
              aria-label={t`Apply Now: ${title}`}
            >
              <Trans>Apply Now</Trans>
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Posted 3 days ago": `when` is the relative time, already in the page's language. */
function PostedAgo({ when }: { when: string }) {
  return <Trans comment="{when} is a relative time such as “3 days ago”, written in the page's language.">Posted {when}</Trans>;
}

function Fact({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Box sx={{ display: 'flex', '& svg': { fontSize: 16 } }}>{icon}</Box>}
      label={label}
      // A long fact (an experience requirement, a German location) wraps onto a second line
      // instead of being cut off with "…" on a phone.
      sx={{
        borderColor: 'divider',
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        '& .MuiChip-icon': { color: 'text.secondary', ml: 0.75 },
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
