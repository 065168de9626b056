import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/useAuth';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ServiceStatCards } from '../services/ServiceStatCards';
import { FALLBACK_NAME } from '../shell/role-label';
import { AdminDashboardQuery } from './operations';
import { QuickActions } from './QuickActions';
import { SystemStatusCard } from './SystemStatusCard';

export function AdminDashboardPage() {
  const { user } = useAuth();
  const { data, error, refetch } = useQuery(AdminDashboardQuery);
  const firstName = (user?.name || FALLBACK_NAME).trim().split(/\s+/)[0];

  return (
    <>
      <PageHeader title={`Welcome back, ${firstName}!`} subtitle="Here's what's happening with your platform today." />

      <Box component="section" aria-labelledby="dashboard-services-heading" sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
          <Typography
            id="dashboard-services-heading"
            variant="h6"
            component="h2"
            sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            Services Overview
          </Typography>
          <Button
            component={Link}
            to="/admin/services"
            size="small"
            endIcon={<ArrowForwardIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Manage Services
          </Button>
        </Box>
        <QueryBoundary data={data} error={error} onRetry={() => void refetch()} loading={<StatCardsSkeleton count={4} />}>
          {(loaded) => <ServiceStatCards stats={loaded.serviceStats} />}
        </QueryBoundary>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <QuickActions />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SystemStatusCard />
        </Grid>
      </Grid>
    </>
  );
}
