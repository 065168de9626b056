import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { graphql } from '../../__generated__';
import type { ServiceStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';

// The figures these cards need, spread by every query that shows them.
export const ServiceStatCardsFragment = graphql(`
  fragment ServiceStatCards_stats on ServiceStats {
    total
    active
    totalClients
    averageRating
  }
`);

const count = new Intl.NumberFormat('en-US');

/** The four Services figures; shared by Services Management and the admin dashboard. */
export function ServiceStatCards({ stats }: { stats: ServiceStatCards_StatsFragment }) {
  const cards: ReadonlyArray<StatCardProps> = [
    { label: 'Total Services', value: count.format(stats.total), icon: <DesignServicesOutlinedIcon />, color: 'primary' },
    {
      label: 'Active Services',
      value: count.format(stats.active),
      sub: `${count.format(stats.total - stats.active)} not published`,
      icon: <CheckCircleOutlineIcon />,
      color: 'success',
    },
    { label: 'Total Clients', value: count.format(stats.totalClients), icon: <GroupOutlinedIcon />, color: 'info' },
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
