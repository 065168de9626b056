import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminJobCard_JobFragment } from '../../__generated__/graphql';
import { ArticleCard } from '../../components/ArticleCard';
import { CardActionButton, EditDeleteActions } from '../../components/CardActionButtons';
import { IconTile } from '../../components/IconTile';
import { DepartmentIcon } from '../../public/career/department-icons';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { useFormat } from '../../components/format/useFormat';
import { DATE_OPTIONS, DEADLINE_TIME_ZONE, JOB_DEPARTMENT_MESSAGES, JOB_LEVEL_MESSAGES, JOB_TYPE_MESSAGES, salaryText } from '../../public/career/job-format';
import { JOB_STATUS_COLORS, JOB_STATUS_MESSAGES } from './job-status';
import { ScheduledNote } from '../shared/ScheduledNote';
import { MissingLanguagesChip } from '../shared/content-languages/MissingLanguagesChip';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { JOB_TEXT_FIELDS } from './job-form';

export interface AdminJobCardProps {
  job: AdminJobCard_JobFragment;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminJobCard({ job, onView, onEdit, onDelete }: AdminJobCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const expired = job.status === 'active' && !job.isActive;
  const title = job.title;
  const applications = format.count(job.applications);
  const posted = job.postedDate ? format.dateTime(DATE_OPTIONS, siteTimeZoneNow()).format(new Date(job.postedDate)) : null;
  const deadline = job.deadline ? format.dateTime(DATE_OPTIONS, DEADLINE_TIME_ZONE).format(new Date(job.deadline)) : null;
  return (
    <ArticleCard
      name={job.title}
      testId="job-card"
      actionsSx={{ justifyContent: 'space-between', flexWrap: 'wrap', px: 2, py: 1, gap: 0.5 }}
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PeopleOutlineIcon />}
            component={RouterLink}
            to={`/admin/jobs/${job.id}/applications`}
            aria-label={t`Applications for ${title}`}
          >
            <Trans>Applications ({applications})</Trans>
          </Button>
          <Stack direction="row" spacing={0.5}>
            <CardActionButton label={t`View`} ariaLabel={t`View ${title}`} name={job.title} icon={<VisibilityOutlinedIcon />} onClick={onView} />
            <EditDeleteActions name={job.title} onEdit={onEdit} onDelete={onDelete} />
          </Stack>
        </>
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <IconTile size={48}>
          <DepartmentIcon department={job.department} />
        </IconTile>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {job.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {job.company} · {job.location}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 2 }}>
        <Chip size="small" label={i18n._(JOB_STATUS_MESSAGES[job.status])} color={JOB_STATUS_COLORS[job.status]} sx={{ fontWeight: 600 }} />
        {expired && <Chip size="small" color="error" variant="outlined" label={t`Deadline passed`} />}
        <Chip size="small" variant="outlined" label={i18n._(JOB_DEPARTMENT_MESSAGES[job.department])} />
        <Chip size="small" variant="outlined" label={i18n._(JOB_TYPE_MESSAGES[job.type])} />
        <MissingLanguagesChip missing={missingLanguages(job.translations, JOB_TEXT_FIELDS)} />
        <Chip size="small" variant="outlined" label={i18n._(JOB_LEVEL_MESSAGES[job.level])} />
      </Stack>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
        {job.salary ? salaryText(format, job.salary) : t`Salary not disclosed`}
      </Typography>
      <Stack direction="row" spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1, color: 'text.secondary' }}>
        <Metric icon={<PeopleOutlineIcon fontSize="small" />}>
          <Plural value={job.applications} one="# application" other="# applications" />
        </Metric>
        <Metric icon={<VisibilityOutlinedIcon fontSize="small" />}>
          <Plural value={job.views} one="# view" other="# views" />
        </Metric>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {posted ? t`Posted ${posted}` : t`Not published yet`}
        {deadline && ` · ${t`Deadline ${deadline}`}`}
      </Typography>
      <ScheduledNote publishAt={job.publishAt} unpublishAt={job.unpublishAt} />
    </ArticleCard>
  );
}

/** A count with its word ("12 applications"). */
function Metric({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

