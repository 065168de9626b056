import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Plural, useLingui } from '@lingui/react/macro';
import type { DashboardStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { useFormat } from '../../components/format/useFormat';
import { formatChange, formatRevenueK, trendOf } from './dashboard-format';

/** Spec section 2: Total Users, Total Courses, Active Jobs and Revenue, from the server's counts. */
export function DashboardStatCards({ stats }: { stats: DashboardStatCards_StatsFragment }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const newUsers = format.count(stats.newUsersThisMonth);
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: t`Total Users`,
      value: format.count(stats.totalUsers),
      sub: t`+${newUsers} this month`,
      trend: stats.newUsersThisMonth > 0 ? 'up' : 'neutral',
      icon: <PeopleOutlinedIcon />,
      color: 'primary',
    },
    {
      label: t`Total Courses`,
      value: format.count(stats.totalCourses),
      sub: <Plural value={stats.completedCourses} one="# completion" other="# completions" />,
      icon: <SchoolOutlinedIcon />,
      color: 'success',
    },
    {
      label: t`Active Jobs`,
      value: format.count(stats.activeJobs),
      sub: <Plural value={stats.pendingApplications} one="# pending application" other="# pending applications" />,
      icon: <WorkOutlinedIcon />,
      color: 'warning',
    },
    {
      label: t`Revenue`,
      value: formatRevenueK(stats.totalRevenue, i18n),
      sub: formatChange(stats.revenueChangePercent, 'last month', i18n),
      trend: trendOf(stats.revenueChangePercent),
      icon: <AttachMoneyIcon />,
      color: 'secondary',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
