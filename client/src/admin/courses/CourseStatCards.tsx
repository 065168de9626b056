import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { graphql } from '../../__generated__';
import type { CourseStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { Plural, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';

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

/** Spec section 2: total, published, total enrollments, average rating, all computed by the server. */
export function CourseStatCards({ stats }: { stats: CourseStatCards_StatsFragment }) {
  const { t } = useLingui();
  const format = useFormat();
  const formatCount = format.count;
  const drafts = stats.draft;
  const archived = formatCount(stats.archived);
  const pending = stats.pendingPayments;
  const ratings = stats.ratingCount;
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: t`Total Courses`,
      value: formatCount(stats.total),
      sub: <Plural value={drafts} one={`# draft, ${archived} archived`} other={`# drafts, ${archived} archived`} />,
      icon: <MenuBookOutlinedIcon />,
      color: 'primary',
    },
    {
      label: t`Published`,
      value: formatCount(stats.published),
      sub: t`Visible on the website`,
      icon: <PublicOutlinedIcon />,
      color: 'success',
    },
    {
      label: t`Total Enrollments`,
      value: formatCount(stats.totalEnrollments),
      sub: pending > 0 ? <Plural value={pending} one="# payment pending" other="# payments pending" /> : t`No payments pending`,
      trend: stats.pendingPayments > 0 ? 'down' : 'neutral',
      icon: <GroupAddOutlinedIcon />,
      color: 'info',
    },
    {
      label: t`Average Rating`,
      value: ratings > 0 ? format.number(stats.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '–',
      sub: ratings > 0 ? <Plural value={ratings} one="out of 5, # rating" other="out of 5, # ratings" /> : t`No ratings yet`,
      icon: <StarOutlineRoundedIcon />,
      color: 'warning',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
