import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { graphql } from '../../__generated__';
import type { CourseStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { formatCount } from '../../components/format/count';

// The figures these cards need, spread by every query that shows them.
export const CourseStatCardsFragment = graphql(`
  fragment CourseStatCards_stats on CourseStats {
    total
    published
    draft
    archived
    totalEnrollments
    pendingPayments
    averageRating
    ratingCount
  }
`);

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Spec section 2: total, published, total enrollments, average rating, all computed by the server. */
export function CourseStatCards({ stats }: { stats: CourseStatCards_StatsFragment }) {
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: 'Total Courses',
      value: formatCount(stats.total),
      sub: `${plural(stats.draft, 'draft', 'drafts')}, ${formatCount(stats.archived)} archived`,
      icon: <MenuBookOutlinedIcon />,
      color: 'primary',
    },
    {
      label: 'Published',
      value: formatCount(stats.published),
      sub: 'Visible on the website',
      icon: <PublicOutlinedIcon />,
      color: 'success',
    },
    {
      label: 'Total Enrollments',
      value: formatCount(stats.totalEnrollments),
      sub: stats.pendingPayments > 0 ? plural(stats.pendingPayments, 'payment pending', 'payments pending') : 'No payments pending',
      trend: stats.pendingPayments > 0 ? 'down' : 'neutral',
      icon: <GroupAddOutlinedIcon />,
      color: 'info',
    },
    {
      label: 'Average Rating',
      value: stats.ratingCount > 0 ? stats.averageRating.toFixed(1) : '–',
      sub: stats.ratingCount > 0 ? `out of 5, ${plural(stats.ratingCount, 'rating', 'ratings')}` : 'No ratings yet',
      icon: <StarOutlineRoundedIcon />,
      color: 'warning',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
