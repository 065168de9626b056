import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../__generated__';
import type { ServiceStatCards_StatsFragment } from '../../__generated__/graphql';
import { StatCardGrid } from '../../components/StatCardGrid';
import type { StatCardProps } from '../../components/StatCard';
import { useFormat } from '../../components/format/useFormat';

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
  const { t } = useLingui();
  const format = useFormat();
  const notPublished = format.count(stats.total - stats.active);
  const cards: ReadonlyArray<StatCardProps> = [
    { label: t`Total Services`, value: format.count(stats.total), icon: <DesignServicesOutlinedIcon />, color: 'primary' },
    {
      label: t`Active Services`,
      value: format.count(stats.active),
      sub: t`${notPublished} not published`,
      icon: <CheckCircleOutlineIcon />,
      color: 'success',
    },
    { label: t`Total Clients`, value: format.count(stats.totalClients), icon: <GroupOutlinedIcon />, color: 'info' },
    {
      label: t`Average Rating`,
      value: format.number(stats.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      sub: t`out of 5`,
      icon: <StarOutlineRoundedIcon />,
      color: 'warning',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
