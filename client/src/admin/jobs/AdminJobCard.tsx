import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminJobCard_JobFragment } from '../../__generated__/graphql';
import { ArticleCard } from '../../components/ArticleCard';
import { CardActionButton, EditDeleteActions } from '../../components/CardActionButtons';
import { IconTile } from '../../components/IconTile';
import { DepartmentIcon } from '../../public/career/department-icons';
import { JOB_DEPARTMENT_LABELS, JOB_LEVEL_LABELS, JOB_STATUS_LABELS, JOB_TYPE_LABELS, formatDate, formatDeadline, formatSalary } from '../../public/career/job-format';
import { JOB_STATUS_COLORS } from './job-status';
import { ScheduledNote } from '../shared/ScheduledNote';

export interface AdminJobCardProps {
  job: AdminJobCard_JobFragment;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminJobCard({ job, onView, onEdit, onDelete }: AdminJobCardProps) {
  const expired = job.status === 'active' && !job.isActive;
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
            aria-label={`Applications for ${job.title}`}
          >
            Applications ({job.applications})
          </Button>
          <Stack direction="row" spacing={0.5}>
            <CardActionButton label="View" name={job.title} icon={<VisibilityOutlinedIcon />} onClick={onView} />
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
        <Chip size="small" label={JOB_STATUS_LABELS[job.status]} color={JOB_STATUS_COLORS[job.status]} sx={{ fontWeight: 600 }} />
        {expired && <Chip size="small" color="error" variant="outlined" label="Deadline passed" />}
        <Chip size="small" variant="outlined" label={JOB_DEPARTMENT_LABELS[job.department]} />
        <Chip size="small" variant="outlined" label={JOB_TYPE_LABELS[job.type]} />
        <Chip size="small" variant="outlined" label={JOB_LEVEL_LABELS[job.level]} />
      </Stack>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
        {job.salary ? formatSalary(job.salary) : 'Salary not disclosed'}
      </Typography>
      <Stack direction="row" spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1, color: 'text.secondary' }}>
        <Metric icon={<PeopleOutlineIcon fontSize="small" />} value={job.applications} label={job.applications === 1 ? 'application' : 'applications'} />
        <Metric icon={<VisibilityOutlinedIcon fontSize="small" />} value={job.views} label={job.views === 1 ? 'view' : 'views'} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {job.postedDate ? `Posted ${formatDate(job.postedDate)}` : 'Not published yet'}
        {job.deadline && ` · Deadline ${formatDeadline(job.deadline)}`}
      </Typography>
      <ScheduledNote publishAt={job.publishAt} unpublishAt={job.unpublishAt} />
    </ArticleCard>
  );
}

function Metric({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {value}
        </Box>{' '}
        {label}
      </Typography>
    </Stack>
  );
}
