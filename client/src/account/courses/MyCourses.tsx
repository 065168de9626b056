import ArrowForward from '@mui/icons-material/ArrowForward';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { errorReason } from '../../components/form/graphql-errors';
import { MyCourseCard } from './MyCourseCard';
import { MyEnrollmentsQuery } from './operations';

/** The student's "My courses": payment status, progress, modules to tick off, a rating to give. */
export function MyCourses() {
  // An administrator may confirm a payment while the student is away: always ask the server again.
  const { data, error, refetch } = useQuery(MyEnrollmentsQuery, { fetchPolicy: 'cache-and-network' });
  // An enrollment whose course has gone from the database has nothing left to show.
  const enrollments = data?.myEnrollments.items.filter((e) => e.course);

  return (
    <Box component="section" aria-labelledby="my-courses-title" sx={{ mt: 6 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="my-courses-title" variant="h5" component="h2">
          My courses
        </Typography>
        <Button component={RouterLink} to="/courses" endIcon={<ArrowForward />}>
          Browse courses
        </Button>
      </Stack>

      {error && !enrollments ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorReason(error)}
        </Alert>
      ) : !enrollments ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading courses">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Stack>
      ) : enrollments.length === 0 ? (
        <EmptyState
          icon={<SchoolOutlined />}
          message="You have not enrolled in any courses yet"
          hint="Pick a course from the catalog to start learning."
          action={
            <Button component={RouterLink} to="/courses" variant="contained">
              Browse Courses
            </Button>
          }
        />
      ) : (
        <Stack spacing={2.5}>
          {enrollments.map((enrollment) => (
            <MyCourseCard key={enrollment.id} enrollment={enrollment} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
