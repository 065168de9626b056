import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityEntryRow_EntryFragment } from '../../__generated__/graphql';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { useFormat } from '../../components/format/useFormat';
import { STATUS_COLORS, STATUS_LABELS } from '../activity/activity-labels';
import { RECENT_ACTIVITY_ROWS } from './operations';

const ICONS: Readonly<Record<string, typeof SvgIcon>> = {
  user: PersonOutlineIcon,
  course: SchoolOutlinedIcon,
  // An enrollment (and its payment) is an event of its course.
  enrollment: SchoolOutlinedIcon,
  job: WorkOutlineIcon,
  application: AssignmentIndOutlinedIcon,
};

export interface RecentActivityCardProps {
  /** The entries; undefined while loading. */
  entries: readonly ActivityEntryRow_EntryFragment[] | undefined;
}

/** Spec section 2: the latest events of type user, course, job and application, with their status. */
export function RecentActivityCard({ entries }: RecentActivityCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const exactTime = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, siteTimeZoneNow());
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t`Recent Activity`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={RouterLink} to="/admin/activity" size="small" endIcon={<ArrowForwardIcon />}>
            <Trans>View all</Trans>
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!entries ? (
          <Box role="status" aria-busy="true" aria-label={t`Loading recent activity`}>
            {Array.from({ length: RECENT_ACTIVITY_ROWS }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>No activity yet. Changes to users, courses, jobs and applications appear here.</Trans>
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {entries.map((entry) => {
              const Icon = ICONS[entry.entityType] ?? PersonOutlineIcon;
              return (
                <Box component="li" key={entry.id} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                  <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {entry.link ? (
                        <Link component={RouterLink} to={entry.link} underline="hover" color="inherit">
                          {entry.summary}
                        </Link>
                      ) : (
                        entry.summary
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <time dateTime={entry.at} title={exactTime.format(new Date(entry.at))}>
                        {format.relativeTime(entry.at)}
                      </time>
                    </Typography>
                  </Box>
                  <Chip size="small" variant="outlined" color={STATUS_COLORS[entry.status]} label={i18n._(STATUS_LABELS[entry.status])} />
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
