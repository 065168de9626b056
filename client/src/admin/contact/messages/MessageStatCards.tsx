import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import ReplyIcon from '@mui/icons-material/Reply';
import { useLingui } from '@lingui/react/macro';
import type { AdminContactMessageStatsQuery } from '../../../__generated__/graphql';
import { StatCardGrid } from '../../../components/StatCardGrid';
import type { StatCardProps } from '../../../components/StatCard';
import { useFormat } from '../../../components/format/useFormat';

type Stats = AdminContactMessageStatsQuery['contactMessageStats'];

/** The Messages tab's four figures, counted by the server. */
export function MessageStatCards({ stats }: { stats: Stats }) {
  const { t } = useLingui();
  const format = useFormat();
  const archived = format.count(stats.archived);
  const read = format.count(stats.read);
  const cards: ReadonlyArray<StatCardProps> = [
    {
      label: t`Total Messages`,
      value: format.count(stats.total),
      sub: t`${archived} archived`,
      icon: <MailOutlineIcon />,
      color: 'primary',
    },
    {
      label: t`New Messages`,
      value: format.count(stats.new),
      sub: t`${read} read, awaiting a reply`,
      icon: <FiberNewOutlinedIcon />,
      color: 'info',
    },
    { label: t({ message: 'Replied', context: 'message status' }), value: format.count(stats.replied), icon: <ReplyIcon />, color: 'success' },
    { label: t`High Priority`, value: format.count(stats.highPriority), icon: <PriorityHighIcon />, color: 'error' },
  ];
  return <StatCardGrid cards={cards} />;
}
