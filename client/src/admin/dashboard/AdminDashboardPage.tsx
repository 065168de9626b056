import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthUser } from '../../app/auth/useAuth';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ServiceStatCards } from '../services/ServiceStatCards';
import { FALLBACK_NAME } from '../shell/role-label';
import { DashboardStatCards } from './DashboardStatCards';
import { ExportReportButton } from './ExportReportButton';
import { AdminDashboardQuery, RECENT_ACTIVITY_ROWS } from './operations';
import { QuickActions } from './QuickActions';
import { QuickAddDialog } from './QuickAddDialog';
import { RecentActivityCard } from './RecentActivityCard';
import { SystemStatusCard } from './SystemStatusCard';

const STAT_CARDS = 4; // spec section 9: admin dashboard 4 cards and 5 activity rows

export function AdminDashboardPage() {
  const { t } = useLingui();
  const user = useAuthUser();
  const [quickAdd, setQuickAdd] = useState(false);
  const { data, error, refetch } = useQuery(AdminDashboardQuery, { variables: { recent: RECENT_ACTIVITY_ROWS }, fetchPolicy: 'cache-and-network' });
  const firstName = (user?.name || FALLBACK_NAME).trim().split(/\s+/)[0];

  return (
    <>
      <PageHeader
        title={t`Welcome back, ${firstName}!`}
        subtitle={t`Here's what's happening with your platform today.`}
        actions={
          <>
            <ExportReportButton />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setQuickAdd(true)}>
              <Trans>Quick Add</Trans>
            </Button>
          </>
        }
      />

      <Box component="section" aria-label={t`Platform statistics`} sx={{ mb: 3 }}>
        <QueryBoundary data={data} error={error} onRetry={() => void refetch()} loading={<StatCardsSkeleton count={STAT_CARDS} />}>
          {(loaded) => <DashboardStatCards stats={loaded.dashboardStats} />}
        </QueryBoundary>
      </Box>

      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentActivityCard entries={error && !data ? [] : data?.recentActivity} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SystemStatusCard status={data?.systemStatus} />
        </Grid>
        <Grid size={12}>
          <QuickActions />
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="dashboard-services-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
          <Typography id="dashboard-services-heading" variant="h6" component="h2" sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
            <Trans>Services Overview</Trans>
          </Typography>
          <Button component={Link} to="/admin/services" size="small" endIcon={<ArrowForwardIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            <Trans>Manage Services</Trans>
          </Button>
        </Box>
        {data ? <ServiceStatCards stats={data.serviceStats} /> : !error && <StatCardsSkeleton count={4} />}
      </Box>

      <QuickAddDialog open={quickAdd} onClose={() => setQuickAdd(false)} />
    </>
  );
}
