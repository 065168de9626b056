import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { PageHeader } from '../../components/PageHeader';
import { errorReason } from '../../components/form/graphql-errors';
import { formatRevenueK } from '../dashboard/dashboard-format';
import { AnalyticsCards } from './AnalyticsCards';
import { FunnelTable } from './FunnelTable';
import { ExportButton } from '../data-transfer/ExportButton';
import { PERIODS } from './analytics-model';
import type { PeriodValue } from './analytics-model';
import { AnalyticsQuery } from './operations';
import { TopList } from './TopList';
import { CourseLearningPanel } from './CourseLearningPanel';
import { TrendChart } from './TrendChart';
import { RetryAlert } from '../../components/RetryAlert';
import { formatCount } from '../../components/format/count';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** /admin/analytics: every figure of the chosen period, computed on the server. */
export function AnalyticsPage() {
  const [period, setPeriod] = useState<PeriodValue>('30d');
  const { data, error, refetch, loading } = useQuery(AnalyticsQuery, { variables: { period }, notifyOnNetworkStatusChange: true });
  const analytics = data?.analytics;

  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        subtitle={analytics ? `Figures in ${analytics.timezone} time, compared with the previous period of the same length` : 'Track your platform performance'}
        actions={
          <>
            <TextField select size="small" label="Period" value={period} onChange={(e) => setPeriod(PERIODS.find(([v]) => v === e.target.value)?.[0] ?? '30d')} sx={{ minWidth: 160 }}>
              {PERIODS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={loading}>
              Refresh
            </Button>
            {/* The server builds the report (JSON, CSV, XLSX or PDF) for the period shown. */}
            <ExportButton type="analytics" filters={{ period }} />
          </>
        }
      />

      {error && !analytics ? (
        <RetryAlert onRetry={() => void refetch()}>{errorReason(error)}</RetryAlert>
      ) : !analytics ? (
        <Box>
          <StatCardsSkeleton count={4} />
          <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }} role="status">
            Loading analytics data...
          </Typography>
        </Box>
      ) : (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <AnalyticsCards data={analytics} />
          <Grid container spacing={3} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopList title="Top Courses by Enrollment" unit="enrollments" rows={analytics.topCourses.map((c) => ({ id: c.courseId, label: c.title, value: c.enrollments }))} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopList title="Top Jobs by Applications" unit="applications" rows={analytics.topJobs.map((j) => ({ id: j.jobId, label: j.title, value: j.applications }))} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TrendChart title="User Growth Trend" seriesLabel="New users" buckets={analytics.userGrowth} format={formatCount} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TrendChart title="Revenue Trend" seriesLabel="Revenue" buckets={analytics.revenue} format={(v) => (v >= 1000 ? formatRevenueK(v) : money.format(v))} />
            </Grid>
            <Grid size={12}>
              <FunnelTable
                title="Job Funnels"
                subtitle="Views → applications → interviewing → offered → hired, for applications made in the period"
                rowHeading="Job"
                steps={['Views', 'Applications', 'Interviewing', 'Offered', 'Hired']}
                rows={analytics.jobFunnels.map((j) => ({ id: j.jobId, label: j.title, counts: [j.views, j.applications, j.interviewing, j.offered, j.hired] }))}
              />
            </Grid>
            <Grid size={12}>
              <FunnelTable
                title="Course Funnels"
                subtitle="Enrollments → paid → completed (all modules done), for enrollments made in the period"
                rowHeading="Course"
                steps={['Enrollments', 'Paid', 'Completed']}
                rows={analytics.courseFunnels.map((c) => ({ id: c.courseId, label: c.title, counts: [c.enrollments, c.paid, c.completed] }))}
              />
            </Grid>
            <Grid size={12}>
              <CourseLearningPanel suggestedCourseId={analytics.topCourses[0]?.courseId ?? null} />
            </Grid>
          </Grid>
        </Box>
      )}
    </>
  );
}
