import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import type { DashboardStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { formatChange, formatRevenueK, trendOf } from './dashboard-format';
import { formatCount } from '../../components/format/count';

/** Spec section 2: Total Users, Total Courses, Active Jobs and Revenue, from the server's counts. */
export function DashboardStatCards({ stats }: { stats: DashboardStatCards_StatsFragment }) {
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: 'Total Users',
      value: formatCount(stats.totalUsers),
      sub: `+${formatCount(stats.newUsersThisMonth)} this month`,
      trend: stats.newUsersThisMonth > 0 ? 'up' : 'neutral',
      icon: <PeopleOutlinedIcon />,
      color: 'primary',
    },
    {
      label: 'Total Courses',
      value: formatCount(stats.totalCourses),
      sub: `${formatCount(stats.completedCourses)} ${stats.completedCourses === 1 ? 'completion' : 'completions'}`,
      icon: <SchoolOutlinedIcon />,
      color: 'success',
    },
    {
      label: 'Active Jobs',
      value: formatCount(stats.activeJobs),
      sub: `${formatCount(stats.pendingApplications)} pending ${stats.pendingApplications === 1 ? 'application' : 'applications'}`,
      icon: <WorkOutlinedIcon />,
      color: 'warning',
    },
    {
      label: 'Revenue',
      value: formatRevenueK(stats.totalRevenue),
      sub: formatChange(stats.revenueChangePercent, 'last month'),
      trend: trendOf(stats.revenueChangePercent),
      icon: <AttachMoneyIcon />,
      color: 'secondary',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
