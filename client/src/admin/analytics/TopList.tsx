import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../components/format/count';

export interface TopListProps {
  title: string;
  rows: ReadonlyArray<{ id: string; label: string; value: number }>;
  /** "enrollments", "applications". */
  unit: string;
}

/** A ranked list with bars relative to the first (spec: Top Courses by Enrollment, Top Jobs by Applications). */
export function TopList({ title, rows, unit }: TopListProps) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">None in this period.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box component="li" key={row.id} sx={{ listStyle: 'none', mb: 1.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {row.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCount(row.value)} {unit}
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
