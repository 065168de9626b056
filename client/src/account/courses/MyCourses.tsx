import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus';
import { StackedCardsSkeleton } from '../../components/LoadingSkeletons';
import { AccountSection } from '../AccountSection';
import { MyCourseCard } from './MyCourseCard';
import { MyEnrollmentsQuery } from './operations';
import { listStatusOf } from '../../components/list-status';

/** The student's "My courses": payment status, progress, modules to tick off, a rating to give. */
export function MyCourses() {
  const { t } = useLingui();
  // An administrator may confirm a payment while the student is away: always ask the server again.
  const query = useQuery(MyEnrollmentsQuery, { fetchPolicy: 'cache-and-network' });
  // An enrollment whose course has gone from the database has nothing left to show.
  const enrollments = query.data?.myEnrollments.items.filter((e) => e.course);

  return (
    <AccountSection id="my-courses-title" title={t`My courses`} browseTo="/courses" browseLabel={t`Browse courses`}>
      <ListStatus
        {...listStatusOf(query, enrollments)}
        loading={<StackedCardsSkeleton label={t`Loading courses`} height={200} />}
        emptyIcon={<SchoolOutlined />}
        emptyMessage={t`You have not enrolled in any courses yet`}
        emptyHint={t`Pick a course from the catalog to start learning.`}
        emptyAction={
          <Button component={RouterLink} to="/courses" variant="contained">
            <Trans>Browse Courses</Trans>
          </Button>
        }
      >
        <Stack spacing={2.5}>
          {enrollments?.map((enrollment) => (
            <MyCourseCard key={enrollment.id} enrollment={enrollment} />
          ))}
        </Stack>
      </ListStatus>
    </AccountSection>
  );
}
