import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { graphql } from '../../__generated__';
import type { ServiceStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { formatCount } from '../../components/format/count';

// The figures these cards need, spread by every query that shows them.
export const ServiceStatCardsFragment = graphql(`
  fragment ServiceStatCards_stats on ServiceStats {
    total
    active
    totalClients
    averageRating
  }
`);

/** The four Services figures; shared by Services Management and the admin dashboard. */
export function ServiceStatCards({ stats }: { stats: ServiceStatCards_StatsFragment }) {
  const cards: ReadonlyArray<StatCardProps> = [
    { label: 'Total Services', value: formatCount(stats.total), icon: <DesignServicesOutlinedIcon />, color: 'primary' },
    {
      label: 'Active Services',
      value: formatCount(stats.active),
      sub: `${formatCount(stats.total - stats.active)} not published`,
      icon: <CheckCircleOutlineIcon />,
      color: 'success',
    },
    { label: 'Total Clients', value: formatCount(stats.totalClients), icon: <GroupOutlinedIcon />, color: 'info' },
    {
      label: 'Average Rating',
      value: stats.averageRating.toFixed(1),
      sub: 'out of 5',
      icon: <StarOutlineRoundedIcon />,
      color: 'warning',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
