import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { stepRate } from './analytics-model';

export interface FunnelTableProps {
  title: string;
  subtitle: string;
  /** The first column's heading: Job, Course. */
  rowHeading: string;
  /** Each step's heading and, after the first, how its rate of the step before reads ("6% of views"). */
  steps: ReadonlyArray<{ label: string; ofPrevious?: (rate: string) => string }>;
  rows: ReadonlyArray<{ id: string; label: string; counts: readonly number[] }>;
}

/**
 * A funnel per row: each step's count with an inline bar relative to the first step, and the
 * conversion from the step before (its complement is the drop-off).
 */
export function FunnelTable({ title, subtitle, rowHeading, steps, rows }: FunnelTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    // overflow visible: the table's own container is the one scroll region (on a phone the steps
    // are wider than the card), focusable so a keyboard can scroll it (axe scrollable-region-focusable).
    <Card sx={{ overflow: 'visible' }}>
      <CardHeader title={title} subheader={subtitle} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>None in this period.</Trans>
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={t`${title} table`}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{rowHeading}</TableCell>
                  {steps.map((step) => (
                    <TableCell key={step.label} align="right">
                      {step.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const first = Math.max(1, row.counts[0] ?? 0);
                  return (
                    <TableRow key={row.id}>
                      <TableCell component="th" scope="row" sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
                        {row.label}
                      </TableCell>
                      {row.counts.map((count, i) => (
                        <TableCell key={steps[i]?.label ?? i} align="right" sx={{ minWidth: 96 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {format.count(count)}
                          </Typography>
                          {i > 0 && (
                            <Typography variant="caption" color="text.secondary" component="p">
                              {steps[i]?.ofPrevious?.(stepRate(format, count, row.counts[i - 1] ?? 0))}
                            </Typography>
                          )}
                          <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                            <Box sx={{ height: '100%', width: `${String(Math.min(100, (count / first) * 100))}%`, bgcolor: 'primary.main' }} />
                          </Box>
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
