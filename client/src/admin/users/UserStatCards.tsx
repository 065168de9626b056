import Box from '@mui/material/Box';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { StatCard } from '../../components/StatCard';

export interface UserStatsFigures {
  total: number;
  active: number;
  inactive: number;
  suspended: number;
  pending: number;
}

const count = new Intl.NumberFormat('en-US');

function share(part: number, total: number): string {
  return total > 0 ? `${Math.round((part / total) * 100)}% of total` : 'No users yet';
}

/** The summary counts of spec section 2, plus Pending while accounts wait for approval. */
export function UserStatCards({ stats }: { stats: UserStatsFigures }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${stats.pending > 0 ? 5 : 4}, minmax(0, 1fr))`,
        },
      }}
    >
      <StatCard label="Total Users" value={count.format(stats.total)} icon={<GroupOutlinedIcon />} color="primary" />
      <StatCard
        label="Active"
        value={count.format(stats.active)}
        sub={share(stats.active, stats.total)}
        icon={<CheckCircleOutlineIcon />}
        color="success"
      />
      <StatCard
        label="Inactive"
        value={count.format(stats.inactive)}
        sub={share(stats.inactive, stats.total)}
        icon={<PauseCircleOutlineIcon />}
        color="warning"
      />
      <StatCard
        label="Suspended"
        value={count.format(stats.suspended)}
        sub={share(stats.suspended, stats.total)}
        icon={<BlockOutlinedIcon />}
        color="error"
      />
      {stats.pending > 0 && (
        <StatCard
          label="Pending"
          value={count.format(stats.pending)}
          sub="To review"
          icon={<HourglassEmptyOutlinedIcon />}
          color="info"
        />
      )}
    </Box>
  );
}
