import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '../../components/Skeleton';
import Stack from '@mui/material/Stack';

export function CourseCardSkeleton() {
  return (
    <Card data-testid="course-skeleton" aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton variant="rounded" width={110} height={24} />
        </Stack>
        <Skeleton variant="text" width="80%" sx={{ fontSize: '1.4rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" sx={{ mt: 1.5 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={40} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
