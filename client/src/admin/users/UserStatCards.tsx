import Box from '@mui/material/Box';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import type { ReactNode } from 'react';
import { StatCard } from '../../components/StatCard';
import type { StatCardProps } from '../../components/StatCard';
import type { IconTileColor } from '../../components/IconTile';
import { formatCount } from '../../components/format/count';

export interface UserStatsFigures {
  total: number;
  active: number;
  inactive: number;
  suspended: number;
  pending: number;
}

function share(part: number, total: number): string {
  return total > 0 ? `${Math.round((part / total) * 100)}% of total` : 'No users yet';
}

/** A count with its share of all users. */
function shareCard(label: string, part: number, total: number, icon: ReactNode, color: IconTileColor): StatCardProps {
  return { label, value: formatCount(part), sub: share(part, total), icon, color };
}

/** The summary counts of spec section 2, plus Pending while accounts wait for approval. */
export function UserStatCards({ stats }: { stats: UserStatsFigures }) {
  const cards: StatCardProps[] = [
    { label: 'Total Users', value: formatCount(stats.total), icon: <GroupOutlinedIcon />, color: 'primary' },
    shareCard('Active', stats.active, stats.total, <CheckCircleOutlineIcon />, 'success'),
    shareCard('Inactive', stats.inactive, stats.total, <PauseCircleOutlineIcon />, 'warning'),
    shareCard('Suspended', stats.suspended, stats.total, <BlockOutlinedIcon />, 'error'),
  ];
  if (stats.pending > 0) cards.push({ label: 'Pending', value: formatCount(stats.pending), sub: 'To review', icon: <HourglassEmptyOutlinedIcon />, color: 'info' });
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
