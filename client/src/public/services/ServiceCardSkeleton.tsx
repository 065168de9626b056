import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '../../components/Skeleton';

export function ServiceCardSkeleton() {
  return (
    <Card data-testid="service-skeleton" aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Skeleton variant="rounded" width={56} height={56} sx={{ mb: 2.5 }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.4rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="text" width="60%" sx={{ mt: 2 }} />
        <Skeleton variant="text" width="65%" />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
