import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicJobCard_JobFragment } from '../../__generated__/graphql';
import { useTimeZone } from '../../components/format/clock';
import { useFormat } from '../../components/format/useFormat';
import { visuallyHidden } from '../../components/visually-hidden';
import { DepartmentIcon } from './department-icons';
import { DATE_OPTIONS, JOB_DEPARTMENT_MESSAGES, JOB_LEVEL_MESSAGES, JOB_TYPE_MESSAGES, salaryText } from './job-format';

/** The top of the Job Details page: title, company, department and the key facts. */
export function JobHeader({ job }: { job: PublicJobCard_JobFragment }) {
  const timeZone = useTimeZone();
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: 4,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
          '& svg': { fontSize: 36 },
        })}
      >
        <DepartmentIcon department={job.department} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {job.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {job.company} · {i18n._(JOB_DEPARTMENT_MESSAGES[job.department])}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Fact icon={<PlaceOutlined />} label={t`Location`} value={job.location} />
          <Fact icon={<WorkOutlineOutlined />} label={t({ message: 'Type', comment: 'The kind of job: full time, part time…' })} value={i18n._(JOB_TYPE_MESSAGES[job.type])} />
          <Fact icon={<TrendingUpOutlined />} label={t({ message: 'Level', comment: 'The seniority of the job.' })} value={i18n._(JOB_LEVEL_MESSAGES[job.level])} />
          {job.salary && <Fact icon={<PaymentsOutlined />} label={t`Salary`} value={salaryText(format, job.salary)} />}
          {job.experience && <Fact icon={<WorkHistoryOutlined />} label={t`Experience`} value={job.experience} />}
          {job.postedDate && (
            <Fact
              icon={<ScheduleOutlined />}
              label={t({ message: 'Posted', comment: 'Heads the day the job was published.' })}
              value={format.dateTime(DATE_OPTIONS, timeZone).format(new Date(job.postedDate))}
            />
          )}
        </Box>
      </Box>
    </Stack>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', '& svg': { fontSize: 20 } }}>
      {icon}
      <Typography component="dt" sx={visuallyHidden}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, color: 'text.primary', fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}
