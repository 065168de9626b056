import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * The charts library is about 90 kB gzip: it loads after the page, so the figures and tables show
 * at once and the page's own chunk stays within its budget; the box keeps the chart's height.
 */
const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));
const CHART_HEIGHT = 280;

export interface TrendChartProps {
  title: string;
  seriesLabel: string;
  buckets: ReadonlyArray<{ label: string; value: number }>;
  format: (value: number) => string;
}

/**
 * A bar chart by day or month. The chart follows the theme (dark mode included); a table under it,
 * hidden from sight, gives screen-reader users every value.
 */
export function TrendChart({ title, seriesLabel, buckets, format }: TrendChartProps) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader id={titleId} title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box role="figure" aria-labelledby={titleId}>
          <Suspense fallback={<Box sx={{ height: CHART_HEIGHT }} />}>
            <BarChart
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: buckets.map((b) => b.label) }]}
              yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : format(v)), width: 64 }]}
              series={[{ data: buckets.map((b) => b.value), label: seriesLabel, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
              hideLegend
              // The charts library's own words it can show here (it has no Spanish or German pack).
              localeText={{ loading: t`Loading data…`, noData: t`No data to display` }}
              margin={{ left: 8, right: 8 }}
            />
          </Suspense>
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.label}>
                  <th scope="row">{b.label}</th>
                  <td>{format(b.value)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
