import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../__generated__';
import type { JobStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { useFormat } from '../../components/format/useFormat';

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
  const { t } = useLingui();
  const format = useFormat();
  const notOpen = format.count(stats.totalJobs - stats.activeJobs);
  const cards: ReadonlyArray<StatCardProps> = [
    { label: t`Total Jobs`, value: format.count(stats.totalJobs), icon: <WorkOutlineIcon />, color: 'primary' },
    {
      label: t`Active Jobs`,
      value: format.count(stats.activeJobs),
      sub: t`${notOpen} not open`,
      icon: <CheckCircleOutlineIcon />,
      color: 'success',
    },
    { label: t`Total Applications`, value: format.count(stats.totalApplications), icon: <PeopleOutlineIcon />, color: 'info' },
    { label: t`Total Views`, value: format.count(stats.totalViews), icon: <VisibilityOutlinedIcon />, color: 'warning' },
  ];
  return <StatCardGrid cards={cards} />;
}
