import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import ReplyIcon from '@mui/icons-material/Reply';
import type { AdminContactMessageStatsQuery } from '../../../__generated__/graphql';
import { StatCardGrid } from '../../../components/StatCardGrid';
import type { StatCardProps } from '../../../components/StatCard';

type Stats = AdminContactMessageStatsQuery['contactMessageStats'];

const count = new Intl.NumberFormat('en-US');

/** The Messages tab's four figures, counted by the server. */
export function MessageStatCards({ stats }: { stats: Stats }) {
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: 'Total Messages',
      value: count.format(stats.total),
      sub: `${count.format(stats.archived)} archived`,
      icon: <MailOutlineIcon />,
      color: 'primary',
    },
    {
      label: 'New Messages',
      value: count.format(stats.new),
      sub: `${count.format(stats.read)} read, awaiting a reply`,
      icon: <FiberNewOutlinedIcon />,
      color: 'info',
    },
    { label: 'Replied', value: count.format(stats.replied), icon: <ReplyIcon />, color: 'success' },
    { label: 'High Priority', value: count.format(stats.highPriority), icon: <PriorityHighIcon />, color: 'error' },
  ];
  return <StatCardGrid cards={cards} />;
}
