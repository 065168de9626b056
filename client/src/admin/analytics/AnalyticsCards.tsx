import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Grid from '@mui/material/Grid';
import { StatCard } from '../../components/StatCard';
import { formatChange, formatRevenueK, trendOf } from '../dashboard/dashboard-format';
import { CONVERSION_DEFINITION } from './analytics-model';
import type { AnalyticsData } from './analytics-model';
import { formatCount } from '../../components/format/count';

/** Spec section 2: Total Users, Active Users, Total Revenue ($…K), Conversion Rate (%), each against the previous period. */
export function AnalyticsCards({ data }: { data: AnalyticsData }) {
  const note = (percent: number | null | undefined) => ({ sub: formatChange(percent, 'last period'), trend: trendOf(percent) });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label="Total Users" value={formatCount(data.totalUsers.value)} {...note(data.totalUsers.changePercent)} icon={<GroupOutlinedIcon />} color="primary" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label="Active Users" value={formatCount(data.activeUsers.value)} {...note(data.activeUsers.changePercent)} icon={<HowToRegOutlinedIcon />} color="success" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label="Total Revenue" value={formatRevenueK(data.totalRevenue.value)} {...note(data.totalRevenue.changePercent)} icon={<PaidOutlinedIcon />} color="secondary" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        {/* The definition shows on hover and on keyboard focus, and is read with the card. */}
        <Tooltip title={CONVERSION_DEFINITION} describeChild>
          <Box tabIndex={0} sx={{ height: '100%', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
            <StatCard label="Conversion Rate" value={`${data.conversionRate.value.toFixed(1)}%`} {...note(data.conversionRate.changePercent)} icon={<TrendingUpIcon />} color="warning" />
          </Box>
        </Tooltip>
      </Grid>
    </Grid>
  );
}
