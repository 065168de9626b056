import Button from '@mui/material/Button';
import { Skeleton } from '../../components/Skeleton';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthUser } from '../../app/auth/useAuth';
import { payable } from './course-format';
import type { Course } from './StudentEnroll';

/**
 * A signed-in visitor's enrolment (payment, progress, certificate): loaded once someone is signed
 * in. The server renders the course page for guests, so a guest's first load goes without it.
 */
const StudentEnroll = lazy(() => import('./StudentEnroll').then((m) => ({ default: m.StudentEnroll })));

/**
 * The Enroll button and what follows it: guests sign in as a student and come back here;
 * a signed-in visitor gets StudentEnroll.tsx.
 */
export function EnrollPanel({ course }: { course: Course }) {
  const user = useAuthUser();
  if (!user && !course.myEnrollment && course.status === 'published') return <GuestEnroll course={course} />;
  return (
    // The button's place while the signed-in part loads: an enrolled student's is no button at all.
    <Suspense fallback={<Skeleton variant="rounded" height={42} />}>
      <StudentEnroll course={course} />
    </Suspense>
  );
}

/** A guest signs in as a student and comes back here. */
function GuestEnroll({ course }: { course: Course }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      // Ids are hex, so the path needs no encoding; the login page brings the student back here.
      onClick={() => void navigate(`/login?role=student&redirect=/courses/${course.id}`)}
    >
      {/* How a student pays (by card or by hand) is a signed-in student's question. */}
      {payable(course) === 0 ? t`Enroll for Free` : t`Enroll Now`}
    </Button>
  );
}
