import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { graphql } from '../../__generated__';
import type { JobStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { formatCount } from '../../components/format/count';

export const JobStatCardsFragment = graphql(`
  fragment JobStatCards_stats on JobStats {
    totalJobs
    activeJobs
    totalApplications
    totalViews
  }
`);

/** Spec section 2, Job Management: total jobs, active jobs, total applications, total views. */
export function JobStatCards({ stats }: { stats: JobStatCards_StatsFragment }) {
  const cards: ReadonlyArray<StatCardProps> = [
    { label: 'Total Jobs', value: formatCount(stats.totalJobs), icon: <WorkOutlineIcon />, color: 'primary' },
    {
      label: 'Active Jobs',
      value: formatCount(stats.activeJobs),
      sub: `${formatCount(stats.totalJobs - stats.activeJobs)} not open`,
      icon: <CheckCircleOutlineIcon />,
      color: 'success',
    },
    { label: 'Total Applications', value: formatCount(stats.totalApplications), icon: <PeopleOutlineIcon />, color: 'info' },
    { label: 'Total Views', value: formatCount(stats.totalViews), icon: <VisibilityOutlinedIcon />, color: 'warning' },
  ];
  return <StatCardGrid cards={cards} />;
}
