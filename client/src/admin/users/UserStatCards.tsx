import Box from '@mui/material/Box';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatCard } from '../../components/StatCard';
import type { StatCardProps } from '../../components/StatCard';
import type { IconTileColor } from '../../components/IconTile';
import { useFormat } from '../../components/format/useFormat';

export interface UserStatsFigures {
  total: number;
  active: number;
  inactive: number;
  suspended: number;
  pending: number;
}

/** The summary counts of spec section 2, plus Pending while accounts wait for approval. */
export function UserStatCards({ stats }: { stats: UserStatsFigures }) {
  const { t } = useLingui();
  const format = useFormat();
  const share = (part: number, total: number): string => {
    if (total <= 0) return t`No users yet`;
    const percent = format.number(Math.round((part / total) * 100) / 100, { style: 'percent' });
    return t`${percent} of total`;
  };
  /** A count with its share of all users. */
  const shareCard = (label: string, part: number, total: number, icon: ReactNode, color: IconTileColor): StatCardProps => ({
    label,
    value: format.count(part),
    sub: share(part, total),
    icon,
    color,
  });
  const cards: StatCardProps[] = [
    { label: t`Total Users`, value: format.count(stats.total), icon: <GroupOutlinedIcon />, color: 'primary' },
    shareCard(t({ message: 'Active', context: 'user status' }), stats.active, stats.total, <CheckCircleOutlineIcon />, 'success'),
    shareCard(t({ message: 'Inactive', context: 'user status' }), stats.inactive, stats.total, <PauseCircleOutlineIcon />, 'warning'),
    shareCard(t({ message: 'Suspended', context: 'user status' }), stats.suspended, stats.total, <BlockOutlinedIcon />, 'error'),
  ];
  if (stats.pending > 0) {
    cards.push({ label: t({ message: 'Pending', context: 'user status' }), value: format.count(stats.pending), sub: t`To review`, icon: <HourglassEmptyOutlinedIcon />, color: 'info' });
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${cards.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </Box>
  );
}
