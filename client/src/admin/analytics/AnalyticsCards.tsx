import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { StatCard } from '../../components/StatCard';
import { useFormat } from '../../components/format/useFormat';
import { formatChange, formatRevenueK, trendOf } from '../dashboard/dashboard-format';
import { CONVERSION_DEFINITION } from './analytics-model';
import type { AnalyticsData } from './analytics-model';

/** Spec section 2: Total Users, Active Users, Total Revenue ($…K), Conversion Rate (%), each against the previous period. */
export function AnalyticsCards({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const note = (percent: number | null | undefined) => ({ sub: formatChange(percent, 'last period', i18n), trend: trendOf(percent) });
  const conversion = format.number(data.conversionRate.value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label={t`Total Users`} value={format.count(data.totalUsers.value)} {...note(data.totalUsers.changePercent)} icon={<GroupOutlinedIcon />} color="primary" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label={t`Active Users`} value={format.count(data.activeUsers.value)} {...note(data.activeUsers.changePercent)} icon={<HowToRegOutlinedIcon />} color="success" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <StatCard label={t`Total Revenue`} value={formatRevenueK(data.totalRevenue.value, i18n)} {...note(data.totalRevenue.changePercent)} icon={<PaidOutlinedIcon />} color="secondary" />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        {/* The definition shows on hover and on keyboard focus, and is read with the card. */}
        <Tooltip title={i18n._(CONVERSION_DEFINITION)} describeChild>
          <Box tabIndex={0} sx={{ height: '100%', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
            <StatCard label={t`Conversion Rate`} value={conversion} {...note(data.conversionRate.changePercent)} icon={<TrendingUpIcon />} color="warning" />
          </Box>
        </Tooltip>
      </Grid>
    </Grid>
  );
}
