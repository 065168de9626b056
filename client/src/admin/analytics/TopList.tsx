import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface TopListProps {
  title: string;
  rows: ReadonlyArray<{ id: string; label: string; value: number }>;
  /** A row's figure with its word: "40 enrollments", "12 applications". */
  figure: (value: number) => ReactNode;
}

/** A ranked list with bars relative to the first (spec: Top Courses by Enrollment, Top Jobs by Applications). */
export function TopList({ title, rows, figure }: TopListProps) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>None in this period.</Trans>
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box component="li" key={row.id} sx={{ listStyle: 'none', mb: 1.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {row.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {figure(row.value)}
                  </Typography>
                </Box>
                <LinearProgress variant="determinate" value={(row.value / max) * 100} aria-hidden sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
