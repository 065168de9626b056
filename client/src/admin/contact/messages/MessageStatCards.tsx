import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import ReplyIcon from '@mui/icons-material/Reply';
import type { AdminContactMessageStatsQuery } from '../../../__generated__/graphql';
import { StatCardGrid } from '../../../components/StatCardGrid';
import type { StatCardProps } from '../../../components/StatCard';
import { formatCount } from '../../../components/format/count';

type Stats = AdminContactMessageStatsQuery['contactMessageStats'];

/** The Messages tab's four figures, counted by the server. */
export function MessageStatCards({ stats }: { stats: Stats }) {
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: 'Total Messages',
      value: formatCount(stats.total),
      sub: `${formatCount(stats.archived)} archived`,
      icon: <MailOutlineIcon />,
      color: 'primary',
    },
    {
      label: 'New Messages',
      value: formatCount(stats.new),
      sub: `${formatCount(stats.read)} read, awaiting a reply`,
      icon: <FiberNewOutlinedIcon />,
      color: 'info',
    },
    { label: 'Replied', value: formatCount(stats.replied), icon: <ReplyIcon />, color: 'success' },
    { label: 'High Priority', value: formatCount(stats.highPriority), icon: <PriorityHighIcon />, color: 'error' },
  ];
  return <StatCardGrid cards={cards} />;
}
