import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '../../components/Skeleton';
import Stack from '@mui/material/Stack';

/** Shaped like a JobCard, so the list does not jump when the jobs arrive. */
export function JobCardSkeleton() {
  return (
    <Card data-testid="job-card-skeleton" aria-hidden>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2}>
          <Skeleton variant="rounded" width={52} height={52} />
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="45%" height={30} />
            <Skeleton width="25%" />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              {[90, 80, 90, 110].map((width, i) => (
                <Skeleton key={i} variant="rounded" width={width} height={24} />
              ))}
            </Stack>
          </Stack>
          <Skeleton variant="rounded" width={130} height={38} sx={{ display: { xs: 'none', md: 'block' }, alignSelf: 'center' }} />
        </Stack>
      </CardContent>
    </Card>
  );
}
