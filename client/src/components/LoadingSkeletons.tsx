import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { Skeleton } from './Skeleton';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';

// Placeholders shaped like the content they stand in for, so the page does not jump when data arrives.
// Counts come from the spec (section 9), so every caller passes its own.

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

export function StatCardsSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={t`Loading statistics`}>
      {range(count).map((i) => (
        <Grid key={i} size={{ xs: 6, lg: 3 }}>
          <Card variant="outlined" data-testid="stat-card-skeleton">
            <CardContent sx={{ display: 'flex', gap: 2, '&:last-child': { pb: 2 } }}>
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="40%" height={40} />
                <Skeleton width="70%" />
              </Stack>
              <Skeleton variant="rounded" width={48} height={48} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function CardGridSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={t`Loading`}>
      {range(count).map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6, xl: 4 }}>
          <Card variant="outlined" data-testid="card-skeleton">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Skeleton variant="rounded" width={48} height={48} />
                <Stack sx={{ flex: 1 }}>
                  <Skeleton width="60%" height={28} />
                  <Skeleton width="35%" />
                </Stack>
              </Stack>
              <Skeleton />
              <Skeleton width="85%" />
              <Skeleton width="70%" sx={{ mb: 2 }} />
              <Skeleton variant="rounded" height={56} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** Two stacked card placeholders while a section loads; `label` is what assistive technology announces. */
export function StackedCardsSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** `count` text-row placeholders of a list while it loads; `label` is what assistive technology announces. */
export function ListRowsSkeleton({ label, count, height }: { label: string; count: number; height: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Box>
  );
}
