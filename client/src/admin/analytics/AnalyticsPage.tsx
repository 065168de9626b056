import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../components/format/useFormat';

type Bucket = { label: string; start: string; value: number };

/** /admin/analytics: every figure of the chosen period, computed on the server. */
export function AnalyticsPage() {
  const [period, setPeriod] = useState<PeriodValue>('30d');
  const { data, error, refetch, loading } = useQuery(AnalyticsQuery, { variables: { period }, notifyOnNetworkStatusChange: true });
  const { t, i18n } = useLingui();
  const format = useFormat();
  const analytics = data?.analytics;
  const timezone = analytics?.timezone;
  // The server's bucket labels are English: each bucket is named from its start, in the report's zone, by day (or by month over a year).
  const bucketOptions: Intl.DateTimeFormatOptions = period === '1y' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  const named = (buckets: readonly Bucket[]) => buckets.map((b) => ({ ...b, label: format.dateTime(bucketOptions, timezone).format(new Date(b.start)) }));
  const money = (value: number) => (value >= 1000 ? formatRevenueK(value, i18n) : format.money(value));

  return (
    <>
      <PageHeader
        title={t`Analytics Dashboard`}
        subtitle={timezone ? t`Figures in ${timezone} time, compared with the previous period of the same length` : t`Track your platform performance`}
        actions={
          <>
            <TextField select size="small" label={t`Period`} value={period} onChange={(e) => setPeriod(PERIODS.find(([v]) => v === e.target.value)?.[0] ?? '30d')} sx={{ minWidth: 160 }}>
              {PERIODS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {i18n._(label)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={loading}>
              <Trans>Refresh</Trans>
            </Button>
            {/* The server builds the report (JSON, CSV, XLSX or PDF) for the period shown. */}
            <ExportButton type="analytics" filters={{ period }} />
          </>
        }
      />

      {error && !analytics ? (
        <RetryAlert onRetry={() => void refetch()}>{errorReason(error, i18n)}</RetryAlert>
      ) : !analytics ? (
        <Box>
          <StatCardsSkeleton count={4} />
          <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }} role="status">
            <Trans>Loading analytics data...</Trans>
          </Typography>
        </Box>
      ) : (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <AnalyticsCards data={analytics} />
          <Grid container spacing={3} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopList title={t`Top Courses by Enrollment`} figure={(n) => <Plural value={n} one="# enrollment" other="# enrollments" />} rows={analytics.topCourses.map((c) => ({ id: c.courseId, label: c.title, value: c.enrollments }))} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopList title={t`Top Jobs by Applications`} figure={(n) => <Plural value={n} one="# application" other="# applications" />} rows={analytics.topJobs.map((j) => ({ id: j.jobId, label: j.title, value: j.applications }))} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TrendChart title={t`User Growth Trend`} seriesLabel={t`New users`} buckets={named(analytics.userGrowth)} format={format.count} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TrendChart title={t`Revenue Trend`} seriesLabel={t`Revenue`} buckets={named(analytics.revenue)} format={money} />
            </Grid>
            <Grid size={12}>
              <FunnelTable
                title={t`Job Funnels`}
                subtitle={t`Views → applications → interviewing → offered → hired, for applications made in the period`}
                rowHeading={t`Job`}
                steps={[
                  { label: t({ message: 'Views', context: 'funnel step' }) },
                  { label: t`Applications`, ofPrevious: (rate) => t`${rate} of views` },
                  { label: t({ message: 'Interviewing', context: 'funnel step' }), ofPrevious: (rate) => t`${rate} of applications` },
                  { label: t({ message: 'Offered', context: 'funnel step' }), ofPrevious: (rate) => t`${rate} of interviewing` },
                  { label: t({ message: 'Hired', context: 'funnel step' }), ofPrevious: (rate) => t`${rate} of offered` },
                ]}
                rows={analytics.jobFunnels.map((j) => ({ id: j.jobId, label: j.title, counts: [j.views, j.applications, j.interviewing, j.offered, j.hired] }))}
              />
            </Grid>
            <Grid size={12}>
              <FunnelTable
                title={t`Course Funnels`}
                subtitle={t`Enrollments → paid → completed (all modules done), for enrollments made in the period`}
                rowHeading={t`Course`}
                steps={[
                  { label: t`Enrollments` },
                  { label: t({ message: 'Paid', context: 'funnel step' }), ofPrevious: (rate) => t`${rate} of enrollments` },
                  { label: t({ message: 'Completed', context: 'funnel step' }), ofPrevious: (rate) => t`${rate} of paid` },
                ]}
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
