import Grid from '@mui/material/Grid';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { StatCard } from '../../components/StatCard';

export interface ServiceStatsFigures {
  total: number;
  active: number;
  totalClients: number;
  averageRating: number;
}

const count = new Intl.NumberFormat('en-US');

/** The four Services figures; shared by Services Management and the admin dashboard. */
export function ServiceStatCards({ stats }: { stats: ServiceStatsFigures }) {
  const inactive = stats.total - stats.active;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Total Services"
          value={count.format(stats.total)}
          icon={<DesignServicesOutlinedIcon />}
          color="primary"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Active Services"
          value={count.format(stats.active)}
          sub={`${count.format(inactive)} not published`}
          icon={<CheckCircleOutlineIcon />}
          color="success"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Total Clients"
          value={count.format(stats.totalClients)}
          icon={<GroupOutlinedIcon />}
          color="info"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Average Rating"
          value={stats.averageRating.toFixed(1)}
          sub="out of 5"
          icon={<StarOutlineRoundedIcon />}
          color="warning"
        />
      </Grid>
    </Grid>
  );
}
